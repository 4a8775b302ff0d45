"""Spy: "Each night, you see the Grimoire. You might register as good & as a
Townsfolk or Outsider, even if dead."

The Storyteller decides at each check, only while the Spy is sober and healthy.
"""

from engine.rule import Rule


class Spy(Rule):
    id = "spy"
    in_csp_fragment = True
    ability = ("Each night, you see the Grimoire. You might register as good & "
               "as a Townsfolk or Outsider, even if dead.")
    wakes_on = "each"
    registers_as_teams = ("townsfolk", "outsider")
    registers_as_alignment = "good"


RULE = Spy()
