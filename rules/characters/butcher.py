"""Butcher (Traveller): "Each day, after the 1st execution, you may nominate
again."

There is normally one execution a day (the engine allows a second only where
a rule does). Constrains: a second execution on a day needs a Butcher in the
game, alive and with a working ability, and, where the case says who
nominated the second executed player (its execution's `nominated_by` or
`by`, or the day's last recorded nomination of that player), it is the Butcher; a third execution is
never allowed by it. "If a player is executed, even if they do not die, then
the Butcher may use their ability": a first execution with `died: false`
counts. Not constrained: the votes (the second nomination "does not need to
exceed the vote tally of the previous nominations"; the solver reads no
tallies).
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
        by = nominator(w)
        return any_of([all_of([w.is_(s, self.id), w.state.alive[s], w.functioning(s, self.id)])
                       for s in range(w.n) if by is None or by == w.names[s]])


def nominator(w) -> str | None:
    """Who nominated the player executed at this step, if the case says."""
    e = w.step.event
    if e is None:
        return None
    if e.nomination() is not None:
        return e.nomination()[1]
    earlier = [x.nomination() for x in w.case.events if x.time == e.time and x.index < e.index]
    earlier = [pair for pair in earlier if pair is not None and e.executes(pair[0])]
    return earlier[-1][1] if earlier else None


RULE = Butcher()
