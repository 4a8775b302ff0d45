"""Monk: "Each night*, choose a player (not yourself): they are safe from the Demon tonight."

Not on the first night. A blocked Demon attack is not redirected: nobody dies.
It does not protect from execution or from non-Demon kills.
"""

from z3 import Not

from solver.model import all_of
from solver.payloads import Player
from solver.rule import Rule


class Monk(Rule):
    id = "monk"
    in_csp_fragment = True
    ability = "Each night*, choose a player (not yourself): they are safe from the Demon tonight."
    payload = Player()
    payload_doc = "P: the player the Monk chose"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        target = w.choose(f"monk_n{step.time.n}", [Not(w.is_(s, self.id)) for s in range(w.n)])
        w.memo[("monk", step.time.n)] = target
        w.chosen([all_of([w.state.alive[s], w.is_(s, self.id)]) for s in range(w.n)], target)
        working = [all_of([w.state.alive[s], w.functioning(s, self.id)]) for s in range(w.n)]
        w.protect([all_of([w.any_of(working), t]) for t in target])

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Monk whose chosen player the Demon killed tonight."""
        target = w.memo.get(("monk", w.step.time.n))
        if target is None:
            return
        died = w.any_of([all_of([t, d]) for t, d in zip(target, dies)])
        for s in range(w.n):
            w.failed_if_droisoned(s, self.id, all_of([w.state.alive[s], died]))

    def choice(self, w, seat, payload, step):
        return w.memo[("monk", step.time.n)][w.seat(payload)]


RULE = Monk()
