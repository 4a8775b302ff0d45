"""Deus ex Fiasco (Fabled): "At least once per game, the Storyteller will make a
mistake, correct it, and publicly admit to it."

The mistake is corrected and admitted in public, so the case records the game
as corrected: information as the Storyteller corrected it, deaths and
characters as they stand after the correction. Recorded that way the Fabled
removes and adds no world; the report warns that a mistake left in the case
(information given in error and not replaced) is read as the game's truth.
"""

from engine.rule import Rule


class DeusExFiasco(Rule):
    id = "deusexfiasco"
    ability = ("At least once per game, the Storyteller will make a mistake, correct it, "
               "and publicly admit to it.")
    constrains = "nothing: the case holds the game as corrected"
    warning = ("the Deus ex Fiasco is in play: record each admitted mistake as corrected "
               "(the corrected information in place of the mistaken one); what the case "
               "says is read as the game's truth")


RULE = DeusExFiasco()
