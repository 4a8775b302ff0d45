"""A once-per-game night choice held by several players at once: the
character's holder and each player granted the ability (a Cannibal, a
Philosopher, an Apprentice) use it once per game each, and a holder back to
life has it unused again. Shared by the Professor and the Nightwatchman."""

from __future__ import annotations

from collections.abc import Iterator

from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Choices, World


class OncePerGame:
    """Mixin for a Rule whose marks are `<id>_used` (its holder) and
    `<id>_used_by<seat>` (a granted holder)."""

    id: str

    def _mark(self, q: int | None) -> str:
        return f"{self.id}_used" if q is None else f"{self.id}_used_by{q}"

    def uses(self, w: World, made: Choices) -> Iterator[tuple[list, list, list]]:
        """Per holder group (the character's holder, then each granted seat):
        (per seat: made this choice, the one-hot target, per seat: awake to
        choose, alive with the use left); marks the use spent and keeps each
        group's earlier use for `wakes`."""
        st, n = w.state, w.step.time.n
        used_now = {}
        for q, (chooser, target) in zip([None, *made.own], made.groups(w.n)):
            used = st.marks.get(self._mark(q), FALSE)
            used_now[q] = used
            if q is None:
                awake = [all_of([w.ability_alive(s), negate(used)]) for s in range(w.n)]
            else:
                holds = all_of([st.alive[q], w.believes_ability(q, self.id),
                                negate(w.is_(q, self.id))])
                if made.each is not None:  # the character's holders choose here too
                    holds = any_of([all_of([w.is_(q, self.id), w.ability_alive(q)]), holds])
                awake = [all_of([holds, negate(used)]) if s == q else FALSE
                         for s in range(w.n)]
            yield chooser, target, awake
            w.mark(self._mark(q), any_of([used, any_of(target)]))
        w.memo[(f"{self.id}_used", n)] = used_now

    def wakes(self, w, seat, step):
        used = w.memo.get((f"{self.id}_used", step.time.n), {})
        mine = used.get(None, FALSE)
        if seat in used and w.duplicable(self.id):
            mine = used[seat]  # each holder's own use
        elif seat in used:
            mine = any_of([all_of([w.is_(seat, self.id), mine]),
                           all_of([negate(w.is_(seat, self.id)), used[seat]])])
        return all_of([w.ability_alive(seat), negate(mine)])

    def on_revive(self, w, back):
        """A holder back to life has the ability unused again."""
        self.regain_used(w, back, self._mark(None), self._mark)
