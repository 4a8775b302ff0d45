"""Politician: "If you were the player most responsible for your team losing, you
change alignment & win, even if dead."

Rulings (almanac): this happens only "When the game ends", as the
Storyteller's judgement, and "A drunk or poisoned Politician can not change
teams". The solver models games that are still going (or end at the case's
last phase), so the Politician constrains nothing: an Outsider with no night
action whose claims and registration are ordinary.
"""

from engine.rule import Rule


class Politician(Rule):
    id = "politician"
    ability = ("If you were the player most responsible for your team losing, "
               "you change alignment & win, even if dead.")


RULE = Politician()
