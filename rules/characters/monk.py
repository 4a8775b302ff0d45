"""Monk: "Each night*, choose a player (not yourself): they are safe from the Demon tonight."

Not on the first night. A blocked Demon attack is not redirected: nobody dies.
It does not protect from execution or from non-Demon kills. Whoever holds
the ability chooses with it (one who gained it chooses for themselves). Whether
the protection ends if the Monk is drunk or poisoned later that night no text
says: either.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of, any_of


class Monk(Rule):
    id = "monk"
    in_csp_fragment = True
    ability = "Each night*, choose a player (not yourself): they are safe from the Demon tonight."
    payload = Player()
    payload_doc = "P: the player the Monk chose"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        made = w.holder_choice(self.id, f"monk_n{step.time.n}", not_self=True)
        w.memo[("monk", step.time.n)] = made
        for chooser, target in made.groups(w.n):
            awake = [all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)]
            w.chosen(awake, target)
            w.guard([all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)],
                    self.id, target)

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Monk whose chosen player the Demon killed tonight."""
        made = w.memo.get(("monk", w.step.time.n))
        if made is None:
            return
        for s in range(w.n):
            died = any_of([all_of([t, d]) for t, d in zip(made.of(s), dies)])
            w.failed_if_droisoned(s, self.id, all_of([w.ability_alive(s), died]))

    def choice(self, w, seat, payload, step):
        return w.memo[("monk", step.time.n)].of(seat)[w.seat(payload)]


RULE = Monk()
