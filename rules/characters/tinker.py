"""Tinker: "You might die at any time."

Rulings (official wiki, Tinker page; ability text): while alive, sober and
healthy, the Tinker may die whenever the Storyteller wishes, by day or by
night, the first night included: at night at any moment between two
characters' steps, so those who act earlier see the Tinker alive and those
who act later see the Tinker dead (a night death is listed, unless the Tinker
was brought back to life earlier that night: then no event shows either); by
day any death not otherwise explained (`{day: N, died: P}`) may be the
Tinker's. A drunk or poisoned Tinker does not
die this way, and a Tinker who cannot die (Tea Lady, Innkeeper) does not
either. The Tinker never wakes. A player given the ability (a Hermit, a
Cannibal who ate the Tinker) might die at any time the same way.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, is_const, negate


class Tinker(Rule):
    id = "tinker"
    ability = "You might die at any time."

    def may_die(self, w, seat):
        return all_of([w.state.alive[seat], w.functioning(seat, self.id),
                       negate(w.cannot_die(seat, "ability"))])

    def between_steps(self, w, edge):
        allowed = [w.may_die_tonight(s) if w.may_hold(s, self.id) else FALSE
                   for s in range(w.n)]
        w.kill([FALSE if is_const(a, False) else
                all_of([a, self.may_die(w, s), w.fresh(f"tinker_{w.step.index}_{s}")])
                for s, a in enumerate(allowed)], replace_demon=False)  # the Tinker is no Demon

    def explains_day_death(self, w, event):
        return self.may_die(w, w.seat(event.subject))


RULE = Tinker()
