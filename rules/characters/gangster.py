"""Gangster (Traveller): "Once per day, you may choose to kill an alive
neighbour, if your other alive neighbour agrees."

Recorded as a day death `{day: N, died: P, by: gangster}` (without `by`, a day
death may be the Gangster's too): the Gangster, alive (or dead with the
ability back: a Bone Collector's choice), sober and healthy, chose P, one of
their two nearest living neighbours, and the nearest living neighbour on the
other side (another player) agreed; P was alive and could die (a Tea Lady's
neighbour cannot). At most one death a day is recorded as the Gangster's. The
agreement, and a Gangster who chose not to kill, leave no other trace.

The kill may also be written as the public choice it is, `{day: N, gangster:
G, target: P, died: yes/no}`: G chose P and the other neighbour agreed.
`died: yes` is the death above; `died: no` says the kill failed: G was no
Gangster alive, sober and healthy, P was not a living neighbour of G's, or P
could not die or escaped (a sober Fool's first death, used up here). Once a
day counts both forms.
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from rules.daykill import chose_before, first_today, killed_before, public_kill


class Gangster(Rule):
    id = "gangster"
    public_action = PublicAction(keys=("target", "died"), required=("target",),
                                 players=("target",), yes_no=("died",))
    ability = ("Once per day, you may choose to kill an alive neighbour, if your other alive "
               "neighbour agrees.")
    constrains = ("a day death `by: gangster` (or without `by`) is a living neighbour of a "
                  "working Gangster, once a day; a public choice `{day: N, gangster: G, target: "
                  "P, died: yes/no}` kills P exactly when G is a working Gangster, P its living "
                  "neighbour, and P can die and does not escape")

    def explains_day_death(self, w, event):
        first = first_today(self.id, event, w.case.events)
        if first is None:
            return None
        if not first or chose_before(self.id, event, w.case.events):
            return FALSE
        victim = w.seat(event.subject)
        return all_of([any_of([self.kills(w, g, victim) for g in range(w.n)]),
                       w.state.alive[victim], negate(w.cannot_die(victim, "ability"))])

    def day_action(self, w, event):
        """`{day: N, gangster: G, target: P, died: yes/no}`."""
        if event.time.kind != "day":
            w.fail(event.where, "expected {day: N, gangster: G, target: P, died: yes/no}")
        victim = w.seat(event.fields["target"])
        first = not (chose_before(self.id, event, w.case.events)
                     or killed_before(self.id, event, w.case.events))
        would = all_of([self.kills(w, w.seat(event.subject), victim) if first else FALSE,
                        w.state.alive[victim]])
        public_kill(w, victim, would, bool(event.fields.get("died")))

    def kills(self, w, g: int, victim: int):
        """G, a working living Gangster, chose the living neighbour `victim` and
        the nearest living neighbour on the other side (another player) agreed."""
        if g == victim:
            return FALSE
        gangster = all_of([w.is_(g, self.id), w.ability_alive(g), w.functioning(g, self.id)])
        sides = w.neighbours(g)
        opts = []
        for k, side in enumerate(sides):
            chosen = any_of([near for other, near in side if other == victim])
            agrees = any_of([near for other, near in sides[1 - k] if other != victim])
            opts.append(all_of([chosen, agrees]))
        return all_of([gangster, any_of(opts)])


RULE = Gangster()
