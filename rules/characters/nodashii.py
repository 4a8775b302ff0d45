"""No Dashii: "Each night*, choose a player: they die. Your 2 Townsfolk
neighbours are poisoned."

The nearest Townsfolk clockwise and the nearest anticlockwise, alive or dead,
are poisoned; Outsiders, Minions and Travellers in between are skipped. A
sober and healthy Spy "might register as ... a Townsfolk": the Storyteller may
count it as one (it is poisoned, and the real Townsfolk beyond it is not), a
choice made anew when characters change; a Recluse registers only as a Minion
or Demon, so it is skipped as an Outsider either way. The poisoned pair is
recomputed whenever the state changes: when a poisoned Townsfolk stops being
one, or a new player becomes the No Dashii. It holds from setup, ends while
the No Dashii is dead, and a drunk or poisoned No Dashii poisons nobody.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, Term, all_of, any_of, is_const, negate
from engine.world import Effect, State, World
from rules.demonkill import chosen_by, nearest_townsfolk, nightly_kill


class NoDashii(Rule):
    id = "nodashii"
    ability = ("Each night*, choose a player: they die. "
               "Your 2 Townsfolk neighbours are poisoned.")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def setup(self, w):
        w.add_effect(Effect("poisoned", [], [], holder=None, until=None, compute=self.poisoned))

    def poisoned(self, w: World, st: State) -> list[Term]:
        """Who the No Dashii poisons in this state."""
        return w.cached(self.id, lambda: self.compute_poisoned(w, st), st)

    def compute_poisoned(self, w: World, st: State) -> list[Term]:
        out = [FALSE] * w.n
        for p in range(w.n):
            holder = w.is_(p, self.id, st)
            if is_const(holder, False):
                continue
            # Not w.sober: its memo must not keep a value read while this effect
            # is skipped (the No Dashii is no Townsfolk, so skipping is exact here).
            droisoned = any_of([w.affected("poisoned", p, st), w.affected("drunk", p, st)])
            working = all_of([holder, st.alive[p], negate(droisoned)])
            cw, acw = nearest_townsfolk(w, p, st)
            near = [any_of([a, b]) for a, b in zip(cw, acw)]
            out = [any_of([o, all_of([working, x])]) for o, x in zip(out, near)]
        return out

    def act(self, w, step):
        nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        return chosen_by(w, self.id, step.time.n, seat, w.seat(payload))


RULE = NoDashii()
