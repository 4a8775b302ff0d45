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
        for q, (chooser, target) in zip(self.keys(made), made.groups(w.n)):
            used = st.marks.get(self._mark(q), FALSE)
            used_now[q] = used
            yield chooser, target, self.awake(w, made, q, used)
            w.mark(self._mark(q), any_of([used, any_of(target)]))
        w.memo[(f"{self.id}_used", n)] = used_now

    @staticmethod
    def keys(made: Choices) -> list[int | None]:
        """The holder groups of `made`, as `uses` yields them: None (the
        character's holder), then each granted seat."""
        return [None, *made.own]

    def awake(self, w: World, made: Choices, q: int | None, used) -> list:
        """Per seat: it may make group `q`'s choice now (in the state as it is
        now), holding the ability with the use left (`used`: spent before)."""
        st = w.state
        if q is None:
            return [all_of([w.ability_alive(s), negate(used)]) for s in range(w.n)]
        holds = all_of([st.alive[q], w.believes_ability(q, self.id), negate(w.is_(q, self.id))])
        if made.each is not None:  # the character's holders choose here too
            holds = any_of([all_of([w.is_(q, self.id), w.ability_alive(q)]), holds])
        return [all_of([holds, negate(used)]) if s == q else FALSE for s in range(w.n)]

    def back_at_step(self, w: World, made: Choices, back: list) -> None:
        """The holders where `back` holds came back to life at this step, after
        `uses` (`World.revive`; `on_revive` made their ability unused again):
        the use each group's choice made stays spent (whoever chose, chose
        with it), and a holder brought back is awake for `wakes` as one whose
        ability is unused (it "regains their ability, even a once per game
        ability they used already")."""
        n = w.step.time.n
        used_now = w.memo[(f"{self.id}_used", n)]
        for q, (_, target) in zip(self.keys(made), made.groups(w.n)):
            if q is None:
                again = any_of([all_of([b, w.is_(s, self.id)]) for s, b in enumerate(back)])
            else:
                again = back[q]
            used_now[q] = all_of([used_now[q], negate(again)])
            w.mark(self._mark(q), any_of([used_now[q], any_of(target)]))

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
