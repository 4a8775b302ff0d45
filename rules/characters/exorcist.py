"""Exorcist: "Each night*, choose a player (different to last night): the
Demon, if chosen, learns who you are then doesn't wake tonight."

Each night but the first, before the Demons act. A Demon chosen by a sober
and healthy Exorcist does not wake tonight: it kills nobody and does not
count as woken (a Pukka's earlier choice still dies). Choosing anyone else
does nothing.
"""

from z3 import Not

from solver.model import all_of
from solver.payloads import Player
from solver.rule import Rule


class Exorcist(Rule):
    id = "exorcist"
    ability = ("Each night*, choose a player (different to last night): the Demon, "
               "if chosen, learns who you are then doesn't wake tonight.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        last = w.memo.get(("exorcist", n - 1))
        allowed = [Not(x) for x in last] if last else None
        target = w.choose(f"exorcist_n{n}", allowed)
        w.memo[("exorcist", n)] = target
        st = w.state
        w.chosen([all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)], target)
        working = w.any_of([all_of([st.alive[s], w.functioning(s, self.id)])
                            for s in range(w.n)])
        w.memo[("exorcised", n)] = [all_of([working, t, w.is_team(s, "demon")])
                                    for s, t in enumerate(target)]

    def keeps_asleep(self, w, seat):
        if w.step.time.kind != "night":
            return w.false
        blocked = w.memo.get(("exorcised", w.step.time.n))
        return blocked[seat] if blocked else w.false

    def choice(self, w, seat, payload, step):
        return w.memo[("exorcist", step.time.n)][w.seat(payload)]


RULE = Exorcist()
