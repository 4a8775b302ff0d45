"""Princess: "On your 1st day, if you nominated & executed a player, the Demon
doesn't kill tonight."

If on day 1 the Princess nominated a player who was then executed (the case
shows `{day: 1, nominated: P, by: Princess}` followed by `{day: 1, executed:
P}`, or `{day: 1, executed: P, nominated_by: Princess}` or `by: Princess`), that night no Demon
kills: every player is safe from the Demon, while the Princess has her
ability and is sober and healthy. One who gains the ability later (a
Philosopher's choice, a Cannibal's meal) has their 1st day the day after they
gain it, as for the Juggler: their nominee executed that day covers the night
after. A Princess made later (a Pit-Hag's, a Barber's) is covered so too.
Any of the day's executions counts: her nominee executed first, then a
Butcher's second execution of another player, still covers the night.

Her nominee's place taken by a Scapegoat (`{day: 1, executed: Goat,
instead_of: P}`): whether she "nominated & executed a player" the texts do
not settle (the Scapegoat's death "still counts as an execution", but it is
not her nominee's), so the Demon may or may not kill that night, the
Storyteller's call.
"""

from caselang.case import Time
from engine.rule import Rule
from engine.statements_eval import state_at
from engine.terms import FALSE, TRUE, Term, all_of, any_of, negate


class Princess(Rule):
    id = "princess"
    ability = ("On your 1st day, if you nominated & executed a player, "
               "the Demon doesn't kill tonight.")

    def nominators(self, w, day: int) -> dict[int, bool]:
        """Seats whose nominee on `day` was executed that day: True when the
        nominee was, False when only a Scapegoat was executed in the nominee's
        place."""
        events = [e for e in w.case.events if e.time.kind == "day" and e.time.n == day]
        executed = [e for e in events if e.kind == "executed"]
        out: dict[int, bool] = {}
        for e in events:
            pair = e.nomination()  # an execution's own nominator, or an earlier nomination
            if pair is None:
                continue
            hits = [x for x in executed if x.executes(pair[0]) and x.index >= e.index]
            if hits:
                seat = w.seat(pair[1])
                out[seat] = out.get(seat, False) or any(x.subject == pair[0] for x in hits)
        return out

    def covered(self, w, day: int) -> list[tuple[int, Term]]:
        """Each seat whose nominee was executed on `day`, with whether that
        execution counts (a free choice where a Scapegoat took its place) and
        day `day` is its 1st day with the ability."""
        key = ("princess_seats", day)
        if key not in w.memo:
            tag = "" if day == 1 else f"_d{day}"
            w.memo[key] = [
                (p, all_of([TRUE if own else w.free_choice(f"princess_scapegoat_counts_{p}{tag}"),
                            self.first_day(w, p, day)]))
                for p, own in sorted(self.nominators(w, day).items())]
        return w.memo[key]

    def first_day(self, w, seat: int, day: int) -> Term:
        """Day `day` is the seat's 1st day with the ability (as they believe):
        day 1, or a later day when they gained it the night before (a
        Philosopher's choice, a Cannibal's meal), as for the Juggler."""
        if day == 1:
            return TRUE
        return all_of([w.believes_ability(seat, self.id, state_at(w, Time("night", day))),
                       negate(w.believes_ability(seat, self.id,
                                                 state_at(w, Time("night", day - 1))))])

    def tonight(self, w) -> int | None:
        """The day whose nominations cover tonight (the day before), at night."""
        t = w.step.time
        return t.n - 1 if t.kind == "night" and t.n >= 2 else None

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Princess whose nominee was executed on her 1st day:
        the Demon killing that night should not have (a Mathematician counts it)."""
        day = self.tonight(w)
        if day is None or not w.tracks_abnormal:
            return
        for p, counts in self.covered(w, day):
            w.failed_if_droisoned(p, self.id, all_of([w.ability_alive(p), counts, any_of(dies)]))

    def safe_from_demon(self, w, seat):
        day = self.tonight(w)
        if day is None:
            return FALSE
        return any_of([all_of([w.ability_alive(p), w.functioning(p, self.id), counts])
                       for p, counts in self.covered(w, day)])


RULE = Princess()
