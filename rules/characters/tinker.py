"""Tinker: "You might die at any time."

Rulings (official wiki, Tinker page; ability text): while alive, sober and
healthy, the Tinker may die whenever the Storyteller wishes, by day or by
night, the first night included. At night the Storyteller's moment is the
Tinker's place in the night order (on the first night, before anyone acts);
by day any death not otherwise explained (`{day: N, died: P}`) may be the
Tinker's. A drunk or poisoned Tinker does not die this way, and a Tinker who
cannot die (Tea Lady, Innkeeper) does not either. The Tinker never wakes.
"""

from z3 import Not

from solver.model import all_of, is_const
from solver.rule import Rule


class Tinker(Rule):
    id = "tinker"
    ability = "You might die at any time."
    wakes_on = "each"  # the Storyteller's step for the death; the Tinker sleeps
    kills_at_night = True

    def wakes(self, w, seat, step):
        return w.false

    def may_die(self, w, seat):
        return all_of([w.state.alive[seat], w.functioning(seat, self.id),
                       Not(w.cannot_die(seat, "ability"))])

    def act(self, w, step):
        n = step.time.n
        w.kill([all_of([self.may_die(w, s), w.fresh(f"tinker_n{n}_{s}")])
                if not is_const(w.is_(s, self.id), False) else w.false for s in range(w.n)])

    def explains_day_death(self, w, event):
        return self.may_die(w, w.seat(event.subject))


RULE = Tinker()
