"""Devil's Advocate: "Each night, choose a living player (different to last
night): if executed tomorrow, they don't die."

The chosen player, if executed the next day, survives the execution (the
case shows `{day: N, executed: P, died: false}`), provided the Devil's
Advocate was sober and healthy when choosing and still has the ability at
the execution.
"""

from z3 import And, Not

from solver.model import all_of
from solver.payloads import Player
from solver.rule import Rule


class DevilsAdvocate(Rule):
    id = "devilsadvocate"
    ability = ("Each night, choose a living player (different to last night): "
               "if executed tomorrow, they don't die.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        last = w.memo.get(("devilsadvocate", n - 1))
        allowed = [And(st.alive[s], Not(last[0][s])) if last else st.alive[s]
                   for s in range(w.n)]
        target = w.choose(f"devilsadvocate_n{n}", allowed)
        w.chosen([all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)], target)
        working = [all_of([w.ability_alive(p), w.functioning(p, self.id)]) for p in range(w.n)]
        w.memo[("devilsadvocate", n)] = (target, working)

    def cannot_die(self, w, seat, cause):
        if cause != "execution" or w.step.time.kind != "day":
            return w.false
        chosen = w.memo.get(("devilsadvocate", w.step.time.n))
        if chosen is None:
            return w.false
        target, working = chosen
        still = w.any_of([all_of([x, w.ability_alive(p), w.is_(p, self.id)])
                          for p, x in enumerate(working)])
        return all_of([target[seat], still])

    def choice(self, w, seat, payload, step):
        return w.memo[("devilsadvocate", step.time.n)][0][w.seat(payload)]


RULE = DevilsAdvocate()
