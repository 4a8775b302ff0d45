"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead."

An Outsider in the bag like any other (no count change, no information, no
misregistration). The inversion changes which team wins, never whether or
when the game ends: every end condition (no living Demon, two players left,
a Saint's execution, a Vortox's day without execution...) ends the game as
before, and a case records only whether the game ended, not who won. So the
Heretic removes and adds no world beyond being a possible Outsider.
"""

from engine.rule import Rule


class Heretic(Rule):
    id = "heretic"
    ability = "Whoever wins, loses & whoever loses, wins, even if you are dead."
    constrains = ("nothing beyond its seat: the win's inversion changes who wins, not when the "
                  "game ends, and a case records no winner")


RULE = Heretic()
