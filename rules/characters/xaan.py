"""Xaan: "On night X, all Townsfolk are poisoned until dusk. [X Outsiders]"

Rulings (almanac): "The night that this happens equals the number of Outsiders
in play"; "There can be any number of Outsiders in play ... This overrides
other characters that add or remove Outsiders, such as the Baron"; "If the
number of Outsiders changes during the game, the Xaan poisons on the night
corresponding to the number of Outsiders during setup"; "The Xaan needs to be
alive in order to poison." So with the Xaan in play the setup may hold any
number X of Outsiders; on night X, if the Xaan is alive, sober and healthy,
every Townsfolk is poisoned through day X (ending early if the Xaan dies or
stops being the Xaan). With no Outsiders nothing happens. The Xaan does not
wake.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, count_is
from engine.world import Effect


class Xaan(Rule):
    id = "xaan"
    ability = "On night X, all Townsfolk are poisoned until dusk. [X Outsiders]"
    wakes_on = "each"

    def setup(self, w):
        w.free_counts(w.in_play(self.id, w.start_state), "outsider", "townsfolk")

    def wakes(self, w, seat, step):
        return FALSE

    def act(self, w, step):
        night = step.time.n
        outsiders = [w.is_team(s, "outsider", w.start_state) for s in range(w.n)]
        tonight = count_is(outsiders, night)
        origin = [all_of([tonight, w.ability_alive(p), w.functioning(p, self.id)])
                  for p in range(w.n)]
        townsfolk = [w.is_team(s, "townsfolk") for s in range(w.n)]
        w.add_effect(Effect("poisoned", origin, townsfolk, holder=self.id, until=night))


RULE = Xaan()
