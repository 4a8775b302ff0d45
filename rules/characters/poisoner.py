"""Poisoner: "Each night, choose a player: they are poisoned tonight and tomorrow day."

The poison lasts until dusk, and ends at once if the Poisoner dies or stops
being the Poisoner (e.g. becomes the Imp). A drunk or poisoned Poisoner
poisons nobody. A dead Poisoner that keeps her ability (killed by the
Vigormortis) still poisons. Whoever holds the ability chooses with it (one who gained it
poisons a player of their own choice). The choice is announced before the poison
takes (World.chosen): a Goon chosen first makes the Poisoner drunk, so she
poisons nobody, and turns to her alignment.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of
from engine.world import Effect


class Poisoner(Rule):
    id = "poisoner"
    in_csp_fragment = True
    ability = "Each night, choose a player: they are poisoned tonight and tomorrow day."
    payload = Player()
    payload_doc = "P: the player poisoned"
    is_choice = True
    wakes_on = "each"
    poisons_first_night = True

    def act(self, w, step):
        night = step.time.n
        made = w.holder_choice(self.id, f"poison_n{night}")
        w.memo[("poisoner", night)] = made
        woke = self.choosers(w, step)
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
        for p in range(w.n):  # a drunk or poisoned Poisoner's poison does nothing
            w.failed_if_droisoned(p, self.id, w.ability_alive(p))  # (not poisoning herself)
        for chooser, target in made.groups(w.n):
            origin = [all_of([c, w.ability_alive(p), w.functioning(p, self.id)])
                      for p, c in enumerate(chooser)]
            w.add_effect(Effect("poisoned", origin, target, holder=self.id, until=night))

    def choice(self, w, seat, payload, step):
        return w.memo[("poisoner", step.time.n)].of(seat)[w.seat(payload)]


RULE = Poisoner()
