"""Djinn (Fabled): "Use the Djinn's special rule. All players know what it is."

Almanac (seed 000): "Add the Djinn to all games with a jinx icon on the
script ... If there are jinxed characters on the character sheet, even if
there are no jinxed characters in play, the Storyteller tells all players what
the Djinn's special rule is"; "Follow the Djinn instructions as listed on the
Script Tool printout." The special rules are the official jinxes between the
script's characters (facts/data/jinxes.tsv). They are in effect whenever both
jinxed characters are on the script, Djinn or not (`World.jinxed`, the one
place a character's rule asks), so the Djinn itself constrains nothing: that
the players know the jinxes, and that a jinx exists, follows from the script,
which the case already gives. Not modelled: a special rule that is not an
official jinx (a homebrew one is the Bootlegger's).
"""

from engine.rule import Rule


class Djinn(Rule):
    id = "djinn"
    ability = "Use the Djinn's special rule. All players know what it is."


RULE = Djinn()
