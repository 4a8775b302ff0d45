"""Professor: "Once per game, at night*, choose a dead player: if they are a
Townsfolk, they are resurrected."

Once per game, on a night but the first, the Professor may choose a dead
player; a sober and healthy Professor who chooses a dead player registering
as a Townsfolk (a Spy may, "even if dead") brings them back to life at the
Professor's step (`World.revive`), which is public: the case lists it as
`{night: N, revived: P}`. A night with no such event had no resurrection: a
Professor who reports choosing a dead Townsfolk then was drunk or poisoned
(or lies). A player granted the ability (a good Apprentice, a Philosopher, a
Cannibal) chooses with a choice of its own (`World.holder_choice`; free when
unreported), once per game of its own.

A Professor brought back to life (by a Shabaloth) "regains their ability,
even a once per game ability they used already": may choose again.

Not constrained: a revived player's once-per-game ability stays used unless
its rule regains it (`Rule.on_revive`: the Professor's and the Courtier's
do), and one with a first-night ability does not wake again to use it (a
first-night report on a later night is not read).
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
        made = w.holder_choice(self.id, f"professor_n{n}", allowed=[Not(a) for a in st.alive],
                               optional=True)
        w.memo[("professor", n)] = made
        used_now = {}
        back = [w.false] * w.n  # per seat: a working holder's choice resurrects them
        townsfolk = w.check(self.id)
        # The Professor's holder, then each seat granted the ability: once per game each.
        for q, (chooser, target) in zip([None, *made.own], made.groups(w.n)):
            mark = "professor_used" if q is None else f"professor_used_by{q}"
            used = st.marks.get(mark, w.false)
            used_now[q] = used
            if q is None:
                awake = [all_of([st.alive[s], Not(used)]) for s in range(w.n)]
            else:
                awake = [all_of([st.alive[q], Not(used), w.believes_ability(q, self.id),
                                 Not(w.is_(q, self.id))]) if s == q else w.false
                         for s in range(w.n)]
            w.add(Implies(Or(target), any_of(awake)))
            working = any_of([all_of([a, chooser[s], w.functioning(s, self.id)])
                              for s, a in enumerate(awake)])
            back = [any_of([b, all_of([working, t, townsfolk.team(s, "townsfolk")])])
                    for s, (b, t) in enumerate(zip(back, target))]
            w.mark(mark, any_of([used, Or(target)]))
        w.memo[("professor_used", n)] = used_now
        w.revive(back)

    def on_revive(self, w, back):
        """A Professor (or a holder granted the ability) back to life has it unused again."""
        self.regain_used(w, back, "professor_used", lambda q: f"professor_used_by{q}")

    def wakes(self, w, seat, step):
        used = w.memo.get(("professor_used", step.time.n), {})
        mine = used.get(None, w.false)
        if seat in used:
            mine = any_of([all_of([w.is_(seat, self.id), mine]),
                           all_of([Not(w.is_(seat, self.id)), used[seat]])])
        return all_of([w.state.alive[seat], Not(mine)])

    def choice(self, w, seat, payload, step):
        return w.memo[("professor", step.time.n)].of(seat)[w.seat(payload)]


RULE = Professor()
