"""Bootlegger (Loric): "This script has homebrew characters or rules."

Almanac (seed 000): "the Storyteller tells all players what they are before
play begins." The case cannot say what they are, so the solver cannot know
them: it accepts the Bootlegger (under `fabled:`, or on the script) and
answers with the official rules only, and the report warns that the answer
ignores the homebrew rules. Constrains nothing.
"""

from engine.rule import Rule


class Bootlegger(Rule):
    id = "bootlegger"
    ability = "This script has homebrew characters or rules."
    warning = ("the Bootlegger is in play: this answer follows the official rules only "
               "and ignores the game's homebrew characters or rules")


RULE = Bootlegger()
