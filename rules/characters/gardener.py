"""Gardener (Loric): "The Storyteller assigns all players' characters."

Almanac (seed 000): "The Storyteller assigns 1 or more players' characters
... decide what characters the players affected by Gardener will have."
Nothing changes in the encoding: the solver never assumes a random draw. Its
worlds are every setup the rules allow, and its counts count worlds, never
chances, so they hold whoever chose the seats. What the Gardener takes away
is only an argument from likelihood ("a random bag rarely seats two evil
neighbours"), which the solver does not make. Not constrained: which setup
the Storyteller preferred.
"""

from engine.rule import Rule


class Gardener(Rule):
    id = "gardener"
    ability = "The Storyteller assigns all players' characters."


RULE = Gardener()
