"""Recluse: "You might register as evil & as a Minion or Demon, even if dead."

The Storyteller decides at each check, even several times a night, and only
while the Recluse is sober and healthy. Registering grants no ability.
"""

from engine.rule import Rule


class Recluse(Rule):
    id = "recluse"
    in_csp_fragment = True
    ability = "You might register as evil & as a Minion or Demon, even if dead."
    registers_as_teams = ("minion", "demon")
    registers_as_alignment = "evil"


RULE = Recluse()
