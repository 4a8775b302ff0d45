"""Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
drunk until dusk."

Each night but the first the Innkeeper chooses two different players (alive
or dead, themself included). If the Innkeeper is sober and healthy, both
cannot die for the rest of the night (not by the Demon, nor by another
ability; the Assassin still kills), and the Storyteller makes one of the two
drunk until dusk of the next day (that ends if the Innkeeper dies). A drunk
or poisoned Innkeeper protects nobody and makes nobody drunk.
"""

from z3 import And, Not

from solver.model import Effect, all_of, any_of
from solver.payloads import Players
from solver.rule import Rule


class Innkeeper(Rule):
    id = "innkeeper"
    ability = "Each night*, choose 2 players: they can't die tonight, but 1 is drunk until dusk."
    payload = Players(2)
    payload_doc = "[P1, P2]: the two players chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        picks = [w.choose(f"innkeeper_n{n}_{k}") for k in range(2)]
        for s in range(w.n):
            w.add(Not(And(picks[0][s], picks[1][s])))
        holders = [all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        for pick in picks:  # a Goon chosen first tonight makes the Innkeeper drunk
            w.chosen(holders, pick)
        working = any_of([all_of([h, w.functioning(s, self.id)]) for s, h in enumerate(holders)])
        safe = [all_of([working, any_of([picks[0][s], picks[1][s]])]) for s in range(w.n)]
        w.memo[("innkeeper", n)] = (picks, safe)
        w.protect(safe)
        first = w.fresh(f"innkeeper_drunk_first_n{n}")  # which one the Storyteller picks
        drunk = [all_of([working, any_of([all_of([first, picks[0][s]]),
                                          all_of([Not(first), picks[1][s]])])])
                 for s in range(w.n)]
        w.add_effect(Effect("drunk", holders, drunk, holder=self.id, until=n))

    def cannot_die(self, w, seat, cause):
        if w.step.time.kind != "night":
            return w.false
        memo = w.memo.get(("innkeeper", w.step.time.n))
        return memo[1][seat] if memo else w.false

    def choice(self, w, seat, payload, step):
        picks, _ = w.memo[("innkeeper", step.time.n)]
        a, b = (w.seat(p) for p in payload)
        return any_of([all_of([picks[0][a], picks[1][b]]), all_of([picks[0][b], picks[1][a]])])


RULE = Innkeeper()
