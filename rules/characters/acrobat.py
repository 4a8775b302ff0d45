"""Acrobat: "Each night*, choose a player: if they are or become drunk or
poisoned tonight, you die."

Each night but the first. If the chosen player is drunk or poisoned when the
Acrobat acts (a Drunk counts: drunk by nature), a sober and healthy Acrobat
dies. Simplification: droisoning that starts later the same night is not
seen.
"""

from z3 import Not

from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Acrobat(Rule):
    id = "acrobat"
    ability = ("Each night*, choose a player: if they are or become drunk or poisoned "
               "tonight, you die.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        w.memo[("acrobat_awake", n)] = [w.ability_alive(s) for s in range(w.n)]
        target = w.choose(f"acrobat_n{n}")
        w.memo[("acrobat", n)] = target
        w.chosen(self.choosers(w, step), target)  # a Goon makes the Acrobat drunk first
        hit = any_of([all_of([t, Not(w.sober(s))]) for s, t in enumerate(target)])
        st = w.state
        w.kill([all_of([st.alive[s], w.functioning(s, self.id), hit,
                        Not(w.cannot_die(s, "ability"))]) for s in range(w.n)])

    def wakes(self, w, seat, step):
        """Woken before the death this step may bring."""
        awake = w.memo.get(("acrobat_awake", step.time.n))
        return awake[seat] if awake else w.ability_alive(seat)

    def choice(self, w, seat, payload, step):
        return w.memo[("acrobat", step.time.n)][w.seat(payload)]


RULE = Acrobat()
