"""Princess: "On your 1st day, if you nominated & executed a player, the Demon
doesn't kill tonight."

If on day 1 the Princess nominated a player who was then executed (the case
shows `{day: 1, nominated: P, by: Princess}` followed by `{day: 1, executed:
P}`, or `{day: 1, executed: P, nominated_by: Princess}` or `by: Princess`), that night no Demon
kills: every player is safe from the Demon, while the Princess has her
ability and is sober and healthy. A Princess made later is not covered.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class Princess(Rule):
    id = "princess"
    ability = ("On your 1st day, if you nominated & executed a player, "
               "the Demon doesn't kill tonight.")

    def nominators(self, w) -> list[int]:
        """Seats whose day-1 nominee was executed that day."""
        events = [e for e in w.case.events if e.time.kind == "day" and e.time.n == 1]
        executed = [e for e in events if e.kind == "executed"]
        out = set()
        for e in events:
            pair = e.nomination()  # an execution's own nominator, or an earlier nomination
            if pair is not None and any(x.executes(pair[0]) and x.index >= e.index
                                        for x in executed):
                out.add(w.seat(pair[1]))
        return sorted(out)

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Princess whose day-1 nominee was executed: the Demon
        killing on night 2 should not have (a Mathematician counts it)."""
        if w.step.time.kind != "night" or w.step.time.n != 2 or not w.tracks_abnormal:
            return
        for p in self.nominators(w):
            w.failed_if_droisoned(p, self.id, all_of([w.ability_alive(p), any_of(dies)]))

    def safe_from_demon(self, w, seat):
        if w.step.time.kind != "night" or w.step.time.n != 2:
            return FALSE
        if "princess_seats" not in w.memo:
            w.memo["princess_seats"] = self.nominators(w)
        return any_of([all_of([w.ability_alive(p), w.functioning(p, self.id)])
                         for p in w.memo["princess_seats"]])


RULE = Princess()
