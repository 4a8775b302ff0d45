"""Butcher (Traveller): "Each day, after the 1st execution, you may nominate
again."

There is normally one execution a day (the engine allows a second only where
a rule does). Constrains: a second execution on a day needs a Butcher in the
game, alive and with a working ability, and, where the case says who
nominated the second executed player (its execution's `nominated_by` or
`by`, or the day's last recorded nomination of that player), it is the Butcher; a third execution is
never allowed by it. The ability is used when the Butcher nominates: alive and
working then is what counts, so a Butcher killed for that nomination (by a
Gnome whose amigo they nominated, a Witch's curse) before the execution has
still nominated. Judged as the recorded nomination began, or, when the case
does not record it, at any moment since the day's first execution. "If a
player is executed, even if they do not die, then the Butcher may use their
ability": a first execution with `died: false` counts. Not constrained: the
votes (the second nomination "does not need to exceed the vote tally of the
previous nominations"; the solver reads no tallies).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class Butcher(Rule):
    id = "butcher"
    ability = "Each day, after the 1st execution, you may nominate again."
    payload_doc = ("a second execution on a day (the Butcher's nomination where recorded) "
                   "needs a living, working Butcher")

    def allows_another_execution(self, w, seat):
        if len(w.executions.get(w.step.time.n, [])) != 1:
            return FALSE
        e = nomination(w)
        by = None if e is None else e.nomination()[1]
        moments = nominating_states(w, e)
        return any_of([all_of([w.is_(s, self.id, st), st.alive[s], w.functioning(s, self.id, st)])
                       for st in moments for s in range(w.n) if by is None or by == w.names[s]])


def nomination(w):
    """The event recording the nomination of the player executed at this step
    (this very event, or the day's last earlier nomination of them), if any."""
    e = w.step.event
    if e is None:
        return None
    if e.nomination() is not None:
        return e
    earlier = [x for x in w.case.events if x.time == e.time and x.index < e.index
               and x.nomination() is not None and e.executes(x.nomination()[0])]
    return earlier[-1] if earlier else None


def nominating_states(w, e) -> list:
    """The grimoire when the Butcher may have nominated the player executed now:
    as the recorded nomination began, else after any event since the day's
    first execution (and now). `e`: the recorded nomination (`nomination`)."""
    if e is w.step.event:
        return [w.state]
    if e is not None:
        at = next((k for k, (step, _) in enumerate(w.snapshots) if step.event is e), None)
        return [w.snapshots[at - 1][1]] if at else [w.state]
    today = [(step.event, st) for step, st in w.snapshots
             if step.event is not None and step.time == w.step.time]
    first = next((k for k, (ev, _) in enumerate(today) if ev.kind == "executed"), len(today))
    return [st for _, st in today[first:]] + [w.state]


RULE = Butcher()
