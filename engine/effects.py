"""What rules do to the grimoire, short of a death: setup's counts, droisoning
and protection, a change of character or alignment, an ability given back,
and the records of abnormal outcomes and of wakes an ability caused.

Each effect replaces the state (`WorldCore.update`), so snapshots of earlier
moments keep theirs. A droisoning is an `Effect` in the state, read back by
`Status.affected`; a protection tied to its source's ability is a `Guard`,
read by `Deaths.safe_from_demon` and `Deaths.cannot_die`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from z3 import BoolRef

from engine.state import Abnormal, Effect, Guard
from engine.status import Status
from engine.terms import FALSE, TRUE, all_of, any_of, is_const, negate

if TYPE_CHECKING:
    from caselang.case import Case
    from engine.rule import Rule


class Effects(Status):
    """Counts, droisoning, protection, becoming, alignment, abnormal outcomes."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        self.count_modifiers: list[tuple[BoolRef, dict[str, int]]] = []
        self.free_count_modifiers: list[tuple[BoolRef, tuple[str, ...]]] = []
        # Abnormal outcomes (what some abilities count), recorded only when a rule
        # on the script reads them; see `abnormal` and engine/abnormal.py.
        self.tracks_abnormal = any(r.counts_abnormal for r in rules.values())
        self.abnormal_records: list[Abnormal] = []

    def modify_counts(self, when: BoolRef, **delta: int) -> None:
        """Setup: when `when` holds, team counts change by `delta` (outsider=+2...)."""
        self.count_modifiers.append((when, delta))

    def free_counts(self, when: BoolRef, *teams: str) -> None:
        """Setup: when `when` holds, the counts of these teams are free (a setup
        text's "-? to +? Outsiders"); their sum stays fixed."""
        self.free_count_modifiers.append((when, teams))

    def add_effect(self, effect: Effect) -> None:
        self.update(effects=self.state.effects + [effect])

    def protect(self, target: list[BoolRef]) -> None:
        """Targets are safe from the Demon for the rest of tonight."""
        old = self.state.protected or [FALSE] * self.n
        self.update(protected=[any_of([a, b]) for a, b in zip(old, target)])

    def guard(self, origin: list[BoolRef], char: str, target: list[BoolRef],
              any_death: bool = False) -> None:
        """The `char` ability of the seats where `origin` holds (working now) makes
        the one-hot `target` safe from the Demon tonight (`any_death`: unable to
        die tonight at all). Whether the protection outlives the ability's
        working (its holder droisoned later tonight, or by the ability itself)
        no text says: the Storyteller's reading, so either."""
        if all(is_const(o, False) for o in origin):
            return
        keep = self.fresh(f"guard_kept_{char}")
        self.update(guards=(*self.state.guards, Guard(origin, char, target, keep, any_death)))

    def _guarding(self, g: Guard) -> BoolRef:
        """The guard's protection holds now (the same for every target seat)."""
        key = ("guard", id(g), id(self.state))
        hit = self._recall(key, self.state)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        still = any_of([all_of([o, self.functioning(p, g.char)])
                        for p, o in enumerate(g.origin) if not is_const(o, False)])
        value = all_of([any_of(g.origin), any_of([g.keep, still])])
        self._keep(key, self.state, value, mark, outer)
        return value

    def set_evil(self, who: list[BoolRef], evil: bool) -> None:
        """Seats where `who` holds become evil (or good)."""
        value = TRUE if evil else FALSE
        self.update(evil=[any_of([all_of([w, value]), all_of([negate(w), e])])
                          for w, e in zip(who, self.state.evil)])

    def become(self, who: list[BoolRef], char: str) -> None:
        """Seats where `who` holds become `char` (losing their old character)."""
        chars = []
        for s in range(self.n):
            old = self.state.chars[s]
            if is_const(who[s], False):
                chars.append(old)
                continue
            new = {c: all_of([v, negate(who[s])]) if c != char else any_of([v, who[s]])
                   for c, v in old.items()}
            if char not in new:
                new[char] = who[s]
            chars.append(new)
        self.update(chars=chars)

    def become_each(self, changes: list[tuple[list[BoolRef], str]]) -> None:
        """`become(who, char)` for each change in order, as one update: a seat
        is the character of the last change that holds for it, or keeps its
        own where none does. One definition per seat and character, where one
        `become` per change copied every seat's characters once per change (a
        Pit-Hag's 25 options made 25 copies a night: a third of a 15-player
        Sects & Violets game's variables, each a link in a chain the SAT
        solver propagates through). Changes of one character twice are
        applied one by one."""
        if len({c for _, c in changes}) < len(changes):
            for who, char in changes:
                self.become(who, char)
            return
        chars = []
        for s in range(self.n):
            old = self.state.chars[s]
            mine = [(who[s], c) for who, c in changes if not is_const(who[s], False)]
            if not mine:
                chars.append(old)
                continue
            # later[k]: a change after the k-th holds for the seat (it overrides it)
            later = [FALSE] * len(mine)
            for k in range(len(mine) - 2, -1, -1):
                later[k] = any_of([later[k + 1], mine[k + 1][0]])
            changed = any_of([mine[0][0], later[0]])
            made = {c: all_of([x, negate(after)]) for (x, c), after in zip(mine, later)}
            new = {c: any_of([all_of([v, negate(changed)]), made.get(c, FALSE)])
                   for c, v in old.items()}
            for c, x in made.items():
                new.setdefault(c, x)
            chars.append(new)
        self.update(chars=chars)

    def demon_enters(self, who: list[BoolRef]) -> None:
        """The seats where `who` holds are made the Demon now by an ability (in a
        game that may have had no Demon so far): rules that seat a player by the
        Demon react (`Rule.on_demon_enters`)."""
        for r in self.hooks("on_demon_enters"):
            r.on_demon_enters(self, who)

    def give_ability_back(self, back: list[BoolRef]) -> None:
        """The dead seats where `back` holds have their ability again from now (the
        caller's effect of kind "regains" says until when): a "once per game"
        ability they already used is unused again, as for a revival
        (`Rule.on_revive`)."""
        for r in self.hooks("on_revive"):
            r.on_revive(self, back)

    def may_have_woken(self, who: list[BoolRef]) -> None:
        """At night, the seats where `who` holds were just woken to learn what their
        own ability made them (a Minion who became the Demon): whether that is a
        wake "due to their ability" (for an ability that counts who woke) the
        texts do not say, so it is the Storyteller's reading. Being woken to learn what another's
        ability did (a swap, a Demon's chosen heir) is not; see engine/woken.py."""
        if not self.tracks_woken or self.step.time.kind != "night":
            return
        woke = self.woken.setdefault(self.step.time.n, [FALSE] * self.n)
        for s, x in enumerate(who):
            if not is_const(x, False):
                woke[s] = any_of([woke[s], all_of([x, self.fresh(f"woken_{s}")])])

    def abnormal(self, seat: int, cond: BoolRef, optional: BoolRef = FALSE) -> None:
        """The seat's ability worked abnormally now because of another character's
        ability, where `cond` holds (false information that should have been true,
        or an ability that should have worked and did not). Where `optional` also
        holds, the Storyteller may leave it uncounted (a jinx's "might")."""
        if self.tracks_abnormal and not is_const(cond, False):
            self.abnormal_records.append(
                Abnormal(self.step.time.order(), seat, cond, optional))

    def failed_if_droisoned(self, seat: int, char: str, would_happen: BoolRef) -> None:
        """Abnormal: the seat has `char`'s ability but is drunk or poisoned, and
        working it would have made `would_happen` true (a poisoned holder safe
        from the Demon who died to it, a poisoned holder's shot that would have
        killed the Demon)."""
        if self.tracks_abnormal:
            self.abnormal(seat, all_of([self.has_ability(seat, char), negate(self.sober(seat)),
                                        would_happen]))
