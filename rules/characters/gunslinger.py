"""Gunslinger (Traveller): "Each day, after the 1st vote has been tallied, you
may choose a player that voted: they die."

Recorded as a day death `{day: N, died: P, by: gunslinger}` (without `by`, a
day death may be the Gunslinger's too): the Gunslinger, alive, sober and
healthy, chose P, a living player who could die (a Tea Lady's neighbour
cannot), once a day. The Gunslinger may shoot themself if they voted. Who
voted is checked only where the case says it: with `rules:
{nominations_complete: true}` the day's first recorded nomination put to a
vote (`nominated: P`; a Virgin's settles without one) is its first vote, so
the shot comes after it in the case's order, and when that nomination lists
its `voters`, P is one of them (an execution recorded without its `nominated`
event is its own nomination's vote). Without the switch the first vote may be
unrecorded, so any player may have voted in it. A shot not taken
leaves no trace.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from rules.daykill import first_today


class Gunslinger(Rule):
    id = "gunslinger"
    ability = ("Each day, after the 1st vote has been tallied, you may choose a player "
               "that voted: they die.")
    constrains = ("a day death `by: gunslinger` (or without `by`): a working Gunslinger "
                  "alive, once a day; with `nominations_complete`, a voter of the day's "
                  "first nomination, after it")

    def explains_day_death(self, w, event):
        first = first_today(self.id, event, w.case.events)
        if first is None:
            return None
        if not first:
            return FALSE
        if not self.voted(w, event):
            return FALSE
        victim = w.seat(event.subject)
        st = w.state
        shooter = any_of([all_of([w.is_(g, self.id), st.alive[g], w.functioning(g, self.id)])
                          for g in range(w.n)])
        return all_of([shooter, st.alive[victim], negate(w.cannot_die(victim, "ability"))])

    def voted(self, w, event) -> bool:
        """The victim may have voted in the day's first vote, as far as a complete
        record of nominations says."""
        if not w.rule_flags.get("nominations_complete"):
            return True
        first = next((e for e in w.case.events if e.time == event.time
                      and e.kind in ("nominated", "executed")), None)
        if first is None or first.index > event.index:
            return False
        voters = first.fields.get("voters")
        return voters is None or event.subject in voters


RULE = Gunslinger()
