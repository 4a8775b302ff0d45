"""Tor (Loric): "Players don't know their character or alignment. They learn
them when they die."

Nobody is shown a character or an alignment (the Minion and Demon info is
skipped), so what a player says they are, and what they say they were told,
is a guess about themselves and binds nobody, good or evil: with the Tor in
play no claim and no report constrains any world; the game's public events
(deaths, executions, nominations) still do. A case seen by one player
(`you`) has no meaning here, since nobody saw their token: it is an error.
Left open: what a player learnt at their death (their character and
alignment then) and what they said afterwards; a stricter reading could
bind a dead player's later claims, which this encoding does not.
"""

from engine.rule import Rule


class Tor(Rule):
    id = "tor"
    ability = ("Players don't know their character or alignment. They learn them when they "
               "die.")
    constrains = ("no claim or report binds anyone; public events still hold; `you` is an "
                  "error")

    def keeps_players_unaware(self, w):
        return self.id in w.case.fabled

    def setup(self, w):
        if self.id in w.case.fabled and w.case.you:
            w.fail("you", "expected no `you` with the Tor in play (nobody is shown their "
                          "character)")


RULE = Tor()
