"""Snitch: "Each Minion gets 3 bluffs."

Seed 003: "The Minions learn three not-in-play characters at the start of the
game, just like the Demon does. These characters may be the same three that
the Demon learns, or different characters." That is information for the evil
team only, and evil players may claim anything, so the bluffs constrain no
world. The Snitch itself has no ability of its own to use and wakes nobody
but the Minions: it is an Outsider in the setup counts, and it need not be
claimed (a good Snitch claims the Snitch like any player; an evil player may
bluff it).
"""

from engine.rule import Rule


class Snitch(Rule):
    id = "snitch"
    in_csp_fragment = True
    ability = "Each Minion gets 3 bluffs."


RULE = Snitch()
