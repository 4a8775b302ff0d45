"""Ferryman (Fabled): "On the final day, all dead players regain their vote
token."

Votes decide only which nomination executes, and the case records the
execution itself; the solver does not check how many votes a dead player
had, so the dead voting again on the final day removes and adds no world.
"""

from engine.rule import Rule


class Ferryman(Rule):
    id = "ferryman"
    ability = "On the final day, all dead players regain their vote token."
    constrains = "nothing: dead players' vote tokens are not checked"


RULE = Ferryman()
