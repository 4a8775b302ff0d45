"""Princess: "On your 1st day, if you nominated & executed a player, the Demon
doesn't kill tonight."

If on day 1 the Princess nominated a player who was then executed (the case
shows `{day: 1, nominated: P, by: Princess}` followed by `{day: 1, executed:
P}`, or `{day: 1, executed: P, nominated_by: Princess}` or `by: Princess`), that night no Demon
kills: every player is safe from the Demon, while the Princess has her
ability and is sober and healthy. A Princess made later is not covered.
Any of the day's executions counts: her nominee executed first, then a
Butcher's second execution of another player, still covers the night.

Her nominee's place taken by a Scapegoat (`{day: 1, executed: Goat,
instead_of: P}`): whether she "nominated & executed a player" the texts do
not settle (the Scapegoat's death "still counts as an execution", but it is
not her nominee's), so the Demon may or may not kill that night, the
Storyteller's call.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, Term, all_of, any_of


class Princess(Rule):
    id = "princess"
    ability = ("On your 1st day, if you nominated & executed a player, "
               "the Demon doesn't kill tonight.")

    def nominators(self, w) -> dict[int, bool]:
        """Seats whose day-1 nominee was executed that day: True when the nominee
        was, False when only a Scapegoat was executed in the nominee's place."""
        events = [e for e in w.case.events if e.time.kind == "day" and e.time.n == 1]
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

    def covered(self, w) -> list[tuple[int, Term]]:
        """Each Princess seat with whether her nominee's execution counts (a free
        choice where a Scapegoat took its place)."""
        if "princess_seats" not in w.memo:
            w.memo["princess_seats"] = [
                (p, TRUE if own else w.free_choice(f"princess_scapegoat_counts_{p}"))
                for p, own in sorted(self.nominators(w).items())]
        return w.memo["princess_seats"]

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Princess whose day-1 nominee was executed: the Demon
        killing on night 2 should not have (a Mathematician counts it)."""
        if w.step.time.kind != "night" or w.step.time.n != 2 or not w.tracks_abnormal:
            return
        for p, counts in self.covered(w):
            w.failed_if_droisoned(p, self.id, all_of([w.ability_alive(p), counts, any_of(dies)]))

    def safe_from_demon(self, w, seat):
        if w.step.time.kind != "night" or w.step.time.n != 2:
            return FALSE
        return any_of([all_of([w.ability_alive(p), w.functioning(p, self.id), counts])
                       for p, counts in self.covered(w)])


RULE = Princess()
