"""Professor: "Once per game, at night*, choose a dead player: if they are a
Townsfolk, they are resurrected."

Once per game, on a night but the first, the Professor may choose a dead
player; a sober and healthy Professor who chooses a dead Townsfolk brings
them back to life, which is public. Cases list deaths only, so a case in
which nobody came back means no resurrection happened: a Professor who
reports choosing a dead Townsfolk was drunk or poisoned (or lies).
"""

from z3 import Implies, Not, Or

from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Professor(Rule):
    id = "professor"
    ability = ("Once per game, at night*, choose a dead player: "
               "if they are a Townsfolk, they are resurrected.")
    payload = Player()
    payload_doc = "P: the dead player chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        used = st.marks.get("professor_used", w.false)
        w.memo[("professor_used", n)] = used
        target = w.choose(f"professor_n{n}", [Not(a) for a in st.alive], optional=True)
        w.memo[("professor", n)] = target
        w.add(Implies(Or(target), any_of([self.wakes(w, s, step) for s in range(w.n)])))
        working = any_of([all_of([self.wakes(w, s, step), w.functioning(s, self.id)])
                          for s in range(w.n)])
        revives = any_of([all_of([t, w.is_team(s, "townsfolk")]) for s, t in enumerate(target)])
        w.add(Not(all_of([working, revives])))  # no resurrection is in the case
        w.mark("professor_used", any_of([used, Or(target)]))

    def wakes(self, w, seat, step):
        used = w.memo.get(("professor_used", step.time.n), w.false)
        return all_of([w.state.alive[seat], Not(used)])

    def choice(self, w, seat, payload, step):
        return w.memo[("professor", step.time.n)][w.seat(payload)]


RULE = Professor()
