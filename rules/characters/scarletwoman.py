"""Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you
become the Demon. (Travellers don't count.)"

The count is of the living just before the Demon died. She must be alive,
sober and healthy, and becomes the same Demon at once, day or night.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class ScarletWoman(Rule):
    id = "scarletwoman"
    in_csp_fragment = True
    ability = ("If there are 5 or more players alive & the Demon dies, "
               "you become the Demon. (Travellers don't count.)")
    wakes_on = "other"  # woken only to learn she became the Demon

    def wakes(self, w, seat, step):
        """Woken only once she is the Demon, and then she no longer holds this
        character: a Scarlet Woman at her step has not woken (a Chambermaid)."""
        return FALSE

    def on_demon_death(self, w, dying, demon):
        five = w.alive_count_at_least(5, travellers=False)
        died = any_of(dying)
        for s in range(w.n):  # a drunk or poisoned Scarlet Woman does not take over
            w.failed_if_droisoned(s, self.id, all_of([died, five, w.state.alive[s],
                                                      negate(dying[s])]))
        return [all_of([died, five, w.state.alive[s], negate(dying[s]),
                        w.functioning(s, self.id)]) for s in range(w.n)]


RULE = ScarletWoman()
