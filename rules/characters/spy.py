"""Spy: "Each night, you see the Grimoire. You might register as good & as a
Townsfolk or Outsider, even if dead."

The Storyteller decides at each check, only while the Spy is sober and healthy.

Official jinx (Poppy Grower): "If the Poppy Grower has their ability, the Spy
does not see the Grimoire." Seeing the Grimoire is all the Spy wakes for, so
while a living Poppy Grower has its ability the Spy may not be woken at all:
whether it was is the Storyteller's (a Chambermaid may count it or not). What
it sees constrains nothing either way.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of, negate


class Spy(Rule):
    id = "spy"
    jinxes = ("poppygrower",)
    in_csp_fragment = True
    ability = ("Each night, you see the Grimoire. You might register as good & "
               "as a Townsfolk or Outsider, even if dead.")
    wakes_on = "each"
    registers_as_teams = ("townsfolk", "outsider")
    registers_as_alignment = "good"

    def woken(self, w, seat, step):
        """The Poppy Grower jinx: with nothing to see, it may stay asleep."""
        woke = self.wakes(w, seat, step)
        if not w.jinxed(self.id, "poppygrower"):
            return woke
        grower = any_of([all_of([w.has_ability(s, "poppygrower"), w.ability_alive(s)])
                         for s in range(w.n)])
        asleep = w.free_choice(f"spy_{seat}_not_woken_n{step.time.n}")
        return all_of([woke, negate(all_of([grower, asleep]))])


RULE = Spy()
