"""Barber: "If you died today or tonight, the Demon may choose 2 players (not
another Demon) to swap characters."

Rulings (almanac): "The players' alignments stay the same when they swap
characters. Each player learns which character they become. The Demon may
choose not to swap players"; "If a player becomes a new character, they gain
the new ability"; "The Demon may choose themself to swap. The Demon may not
choose another Demon player to swap"; "If a player dies then becomes the
Barber, the Demon may not swap two players' characters tonight." So a Barber
whose ability works as they die (by day or by night) allows one swap at the
Barber's step of that night (the night after a day death). The swap is a
Storyteller-side choice: any two players, not two Demons. The Barber does not
wake (the Demon does). A drunk or poisoned Barber's death is an abnormal
outcome the Mathematician may count (the Demon might not have swapped).
Each holder's death is a haircut of its own: where two players may hold the
ability at once (duplicates with the Pope, a Hermit or another grant beside
the Barber), the Demon may make one swap for each holder who died today or
tonight, one after the other.
"""

from engine.rule import Rule
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    at_least,
    if_then_else,
    implies,
    is_const,
    negate,
)


class Barber(Rule):
    id = "barber"
    ability = ("If you died today or tonight, the Demon may choose 2 players "
               "(not another Demon) to swap characters.")
    wakes_on = "other"

    def wakes(self, w, seat, step):
        return FALSE

    def on_death(self, w, dying):
        night = w.step.time.n + (1 if w.step.time.kind == "day" else 0)
        cuts = w.memo.setdefault(("haircuts", night), {})  # seat -> it died as a Barber
        for s in range(w.n):
            died = all_of([dying[s], w.functioning(s, self.id)])
            if not is_const(died, False):
                cuts[s] = any_of([cuts.get(s, FALSE), died])
        several = w.memo.setdefault(("haircuts_several", night), [False])
        several[0] = several[0] or w.may_duplicate(self.id) or any(
            not is_const(w.granted(s, self.id), False) for s in range(w.n))
        for s in range(w.n):
            # A drunk or poisoned Barber's death allows no swap: abnormal, but the
            # Demon "may" not have swapped anyway, so the Storyteller may not count it.
            lost = all_of([dying[s], w.has_ability(s, self.id), negate(w.sober(s))])
            w.abnormal(s, lost, optional=lost)

    def act(self, w, step):
        n = step.time.n
        cuts = list(w.memo.get(("haircuts", n), {}).values())
        if not cuts:
            return
        # One swap per holder who died (each holder's ability is its own); where
        # one player at most holds the ability, one swap.
        several = w.memo.get(("haircuts_several", n), [False])[0]
        for k in range(min(len(cuts), self.most_deaths(w, n)) if several else 1):
            allowed = at_least(cuts, k + 1) if several else any_of(cuts)
            self.swap(w, allowed, f"n{n}" if k == 0 else f"n{n}_{k}")

    @staticmethod
    def most_deaths(w, n):
        """At most how many players died on day n-1 and night n: the case lists
        every death (and every return to life, after which one may die unseen
        again that night)."""
        window = (("day", n - 1), ("night", n))
        events = [e for e in w.case.events if (e.time.kind, e.time.n) in window]
        return max(1, sum(1 for e in events if e.kind in ("died", "executed", "revived")))

    def swap(self, w, allowed, tag):
        """The Demon may swap two players' characters (not two Demons) where
        `allowed` holds."""
        n = w.n
        a = w.choose(f"barber_a_{tag}", optional=True)
        b = w.choose(f"barber_b_{tag}", optional=True)
        w.add(any_of(a) == any_of(b))
        w.add(implies(any_of(a), allowed))
        for s in range(n):
            w.add(implies(a[s], any_of([b[t] for t in range(s + 1, n)] or [FALSE])))
            other_demon = any_of([all_of([b[t], w.is_team(t, "demon")]) for t in range(n)])
            w.add(negate(all_of([a[s], w.is_team(s, "demon"), other_demon])))
        old = w.state.chars
        names = sorted({c for row in old for c in row})
        of_a = {c: any_of([all_of([a[t], old[t].get(c, FALSE)]) for t in range(n)])
                for c in names}
        of_b = {c: any_of([all_of([b[t], old[t].get(c, FALSE)]) for t in range(n)])
                for c in names}
        chars = [{c: if_then_else(a[s], of_b[c], if_then_else(b[s], of_a[c], old[s].get(c, FALSE)))
                  for c in names} for s in range(n)]
        w.update(chars=chars)


RULE = Barber()
