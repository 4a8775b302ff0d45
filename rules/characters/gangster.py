"""Gangster (Traveller): "Once per day, you may choose to kill an alive
neighbour, if your other alive neighbour agrees."

Recorded as a day death `{day: N, died: P, by: gangster}` (without `by`, a day
death may be the Gangster's too): the Gangster, alive, sober and healthy,
chose P, one of their two nearest living neighbours, and the nearest living
neighbour on the other side (another player) agreed; P was alive and could
die (a Tea Lady's neighbour cannot). At most one death a day is recorded as
the Gangster's. The agreement, and a Gangster who chose not to kill, leave no
other trace.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from rules.daykill import first_today


class Gangster(Rule):
    id = "gangster"
    ability = ("Once per day, you may choose to kill an alive neighbour, if your other alive "
               "neighbour agrees.")
    constrains = ("a day death `by: gangster` (or without `by`) is a living neighbour of a "
                  "working Gangster, once a day")

    def explains_day_death(self, w, event):
        first = first_today(self.id, event, w.case.events)
        if first is None:
            return None
        if not first:
            return FALSE
        victim = w.seat(event.subject)
        st = w.state
        opts = []
        for g in range(w.n):
            if g == victim:
                continue
            gangster = all_of([w.is_(g, self.id), st.alive[g], w.functioning(g, self.id)])
            sides = w.neighbours(g)
            for k, side in enumerate(sides):
                chosen = any_of([near for other, near in side if other == victim])
                agrees = any_of([near for other, near in sides[1 - k] if other != victim])
                opts.append(all_of([gangster, chosen, agrees]))
        return all_of([any_of(opts), st.alive[victim],
                       negate(w.cannot_die(victim, "ability"))])


RULE = Gangster()
