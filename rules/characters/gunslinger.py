"""Gunslinger (Traveller): "Each day, after the 1st vote has been tallied, you
may choose a player that voted: they die."

Recorded as a day death `{day: N, died: P, by: gunslinger}` (without `by`, a
day death may be the Gunslinger's too): the Gunslinger, alive (or dead with
the ability back: a Bone Collector's choice), sober and healthy, chose P, a
living player who could die (a Tea Lady's neighbour cannot), once a day. The
Gunslinger may shoot themself if they voted.

Who voted is read wherever the case records it (rules/votes.py). P voted in
the first vote, before the shot, so a day's `{day: N, voted: [...]}` list
after the shot (everyone who had voted so far) holds P. With `rules:
{nominations_complete: true}` the day's first recorded nomination put to a
vote (`nominated: P`, or an execution recorded without its `nominated` event,
its own nomination's vote; a Virgin's settles without one) is its first vote,
so the shot comes after it in the case's order, and P is among its voters
where the case says them: its `voters`, nobody for `votes: 0`, or within the
next `voted` list. Whether an exile's vote is "the 1st vote" the text leaves
open, so the day's first exile may be it instead (P among its voters, the
shot after it). Without the switch the first vote may be unrecorded, so any
player may have voted in it. A shot not taken leaves no trace.

The shot may also be written as the public choice it is, `{day: N,
gunslinger: G, target: P, died: yes/no}` (the form the Gangster's kill has):
`died: yes` is the death above, by G; `died: no` says the shot failed: G was
no Gunslinger alive, sober and healthy, P had not voted (as recorded), was
dead, could not die or escaped (a sober Fool's first death, used up here).
Once a day counts both forms.
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from rules.daykill import chose_before, first_today, killed_before, public_kill
from rules.votes import voted_lists_after, voters_within


class Gunslinger(Rule):
    id = "gunslinger"
    public_action = PublicAction(keys=("target", "died"), required=("target",),
                                 players=("target",), yes_no=("died",))
    ability = ("Each day, after the 1st vote has been tallied, you may choose a player "
               "that voted: they die.")
    constrains = ("a day death `by: gunslinger` (or without `by`): a working Gunslinger "
                  "alive, once a day; the victim in any `voted` list after the shot; with "
                  "`nominations_complete`, a voter of the day's first nomination (or "
                  "exile), after it; a public shot `{day: N, gunslinger: G, target: P, died: "
                  "yes/no}` kills P exactly when G is a working Gunslinger and P a living "
                  "voter who can die and does not escape")

    def explains_day_death(self, w, event):
        first = first_today(self.id, event, w.case.events)
        if first is None:
            return None
        if not first or chose_before(self.id, event, w.case.events):
            return FALSE
        if not self.voted(w, event, event.subject):
            return FALSE
        victim = w.seat(event.subject)
        shooter = any_of([self.shooter(w, g) for g in range(w.n)])
        return all_of([shooter, w.state.alive[victim], negate(w.cannot_die(victim, "ability"))])

    def day_action(self, w, event):
        """`{day: N, gunslinger: G, target: P, died: yes/no}`."""
        if event.time.kind != "day":
            w.fail(event.where, "expected {day: N, gunslinger: G, target: P, died: yes/no}")
        target = event.fields["target"]
        victim = w.seat(target)
        first = not (chose_before(self.id, event, w.case.events)
                     or killed_before(self.id, event, w.case.events))
        would = FALSE
        if first and self.voted(w, event, target):
            would = all_of([self.shooter(w, w.seat(event.subject)), w.state.alive[victim]])
        public_kill(w, victim, would, bool(event.fields.get("died")))

    def shooter(self, w, g: int):
        """G is a Gunslinger, alive, sober and healthy now."""
        return all_of([w.is_(g, self.id), w.ability_alive(g), w.functioning(g, self.id)])

    def voted(self, w, event, victim: str) -> bool:
        """The victim may have voted in the day's first vote, as far as the case
        records who voted (rules/votes.py)."""
        later = voted_lists_after(w, event)
        if later and victim not in later[0].subject:
            return False  # who had voted by then holds the first vote's voters
        if not w.rule_flags.get("nominations_complete"):
            return True
        day = [e for e in w.case.events if e.time == event.time and e.index < event.index]
        firsts = [next((e for e in day if e.kind in kinds), None)
                  for kinds in (("nominated", "executed"), ("exiled",))]
        fits = [voters is None or victim in voters
                for voters in (voters_within(w, e) for e in firsts if e is not None)]
        return any(fits)


RULE = Gunslinger()
