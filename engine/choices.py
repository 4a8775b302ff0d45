"""Choices made during the night: a Storyteller's or a player's choice of one
seat, and an ability's choice made by each of its holders.

Where one player at most holds a character at a time, its holder makes one
shared choice and a seat granted the ability by another rule makes its own
(`Choices`). Where two players may hold the character at once (`duplicable`:
duplicate tokens in the bag, a rule that makes a second holder), every seat
that may hold the ability makes its own. A report of the choice binds
whichever holder made it. `per_holder` keeps each step's choices so the
encoder can tie a report to them; `chosen` tells the rules that react to being
chosen, before the ability takes effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from z3 import BoolRef

from caselang.case import Time
from engine.state import Step
from engine.status import Status
from engine.terms import (
    FALSE,
    TRUE,
    all_of,
    any_of,
    at_most,
    exactly_one,
    if_then_else,
    implies,
    is_const,
    negate,
)
from facts.catalog import team

if TYPE_CHECKING:
    from caselang.case import Case
    from engine.rule import Rule


@dataclass
class Choices:
    """One ability's choice of a player at one step, per holder (see
    `World.holder_choice`): the character's holder made `shared`, a seat granted
    the ability (and not the character) made `own[seat]`. With `each` (per seat:
    it holds the ability), every holder made its own (`shared` is nobody's)."""

    char: str
    shared: list[BoolRef]
    own: dict[int, list[BoolRef]]
    is_char: list[BoolRef]  # per seat: it is the character at the choice's step
    each: list[BoolRef] | None = None
    # When it was made: the night, and how many resurrections that night came
    # before it (`World.back_since`).
    night: int = 0
    revivals_seen: int = 0

    def of(self, seat: int) -> list[BoolRef]:
        """The one-hot player the seat chose, as the ability's holder."""
        own = self.own.get(seat)
        if self.each is not None:
            return ([all_of([self.each[seat], t]) for t in own] if own is not None
                    else [FALSE] * len(self.shared))
        if own is None:
            return [all_of([self.is_char[seat], t]) for t in self.shared]
        return [any_of([all_of([self.is_char[seat], a]), all_of([negate(self.is_char[seat]), b])])
                for a, b in zip(self.shared, own)]

    def groups(self, n: int) -> list[tuple[list[BoolRef], list[BoolRef]]]:
        """(per seat: it made this choice, the one-hot target): the character's
        holder's (nobody's with `each`), then each granted seat's (each holder's)."""
        out = [([FALSE] * n if self.each is not None else self.is_char, self.shared)]
        for q, t in self.own.items():
            mine = self.each[q] if self.each is not None else negate(self.is_char[q])
            out.append(([mine if s == q else FALSE for s in range(n)], t))
        return out


class Choosing(Status):
    """Choices of a seat or of an option, per holder of an ability."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        # (character, step index) -> its choice made per holder at that step
        # (`holder_choice`): a report of it binds a holder granted the ability too.
        self.per_holder: dict[tuple[str, int], Choices] = {}

    def choose(self, name: str, allowed: list[BoolRef] | None = None,
               optional: bool = False) -> list[BoolRef]:
        """A Storyteller or player choice of one seat (or none, if optional). A seat
        that is empty now (a Traveller not joined yet, or gone; at setup, one not
        there on night 1) is nobody to choose."""
        now = self.step.time if self.step.time.order() >= 1 else Time("night", 1)
        xs = [self.fresh(f"{name}_{s}") if self.present(s, now) else FALSE for s in range(self.n)]
        if allowed is not None:
            for x, ok in zip(xs, allowed):
                self.add(implies(x, ok))
        self.add(at_most(xs, 1) if optional else exactly_one(xs))
        return xs

    def holder_choice(self, char: str, name: str, not_self: bool = False,
                      allowed: list[BoolRef] | None = None,
                      optional: bool = False, differ: Choices | None = None) -> Choices:
        """A night ability's choice of one player at this step, made by each of its
        holders: whoever is `char` now (one holder of a character at a time, so
        they share one choice) and each seat a rule may have granted the ability
        (`Rule.grants`, `Rule.grants_working`), with a choice of its own. A report
        of the choice binds whoever holds the ability (encode.py `info_truth`).
        `not_self`: the holder may not choose themselves; `allowed`: per seat,
        whether any holder may choose it; `differ`: an earlier choice of the same
        ability, which each holder's new choice must differ from ("different to
        last night")."""
        ok = allowed or [TRUE] * self.n
        each = self.holders_each(char)
        # A holder brought back to life since the earlier choice has its ability
        # anew ("The resurrected player regains their ability, even a 'once per
        # game' ability they used already": docs/rulings.md): it may choose the same.
        back = self.back_since(differ) if differ else [FALSE] * self.n
        if each is not None:
            shared = [FALSE] * self.n
        else:
            anew = any_of([all_of([self.is_(q, char), b]) for q, b in enumerate(back)
                           if not is_const(b, False)])
            shared = self.choose(name, [all_of([ok[t],
                                                negate(self.is_(t, char)) if not_self else TRUE,
                                                any_of([negate(differ.shared[t]), anew])
                                                if differ else TRUE])
                                        for t in range(self.n)], optional)
        own = {}
        for q in range(self.n):
            if is_const(each[q] if each is not None else self.granted(q, char), False):
                continue
            before = differ.own.get(q) if differ else None
            own[q] = self.choose(f"{name}_by{q}",
                                 [FALSE if not_self and t == q else
                                  all_of([ok[t], any_of([negate(before[t]), back[q]])
                                          if before else TRUE])
                                  for t in range(self.n)], optional)
        n = self.step.time.n
        made = Choices(char, shared, own, [self.is_(q, char) for q in range(self.n)], each,
                       n, self.revivals_made())
        self.per_holder[(char, self.step.index)] = made
        return made

    def back_since(self, earlier: Choices) -> list[BoolRef]:
        """Per seat: a resurrection brought it back after `earlier` was made. None
        here: resurrections are the deaths layer's (engine/deaths.py)."""
        return [FALSE] * self.n

    def revivals_made(self) -> int:
        """How many resurrections this night (or day) has had so far (the
        deaths layer's)."""
        return 0

    def holder_pick(self, char: str, name: str, options: int,
                    optional: bool = False) -> Choices:
        """Like `holder_choice`, a choice of one of `options` things (characters,
        by index) instead of a player, made by each holder of the ability."""
        def one(label: str) -> list[BoolRef]:
            xs = [self.fresh(f"{label}_{i}") for i in range(options)]
            if xs:
                self.add(at_most(xs, 1) if optional else exactly_one(xs))
            return xs
        each = self.holders_each(char)
        own = {q: one(f"{name}_by{q}") for q in range(self.n)
               if not is_const(each[q] if each is not None else self.granted(q, char), False)}
        shared = [FALSE] * options if each is not None else one(name)
        made = Choices(char, shared, own, [self.is_(q, char) for q in range(self.n)], each)
        self.per_holder[(char, self.step.index)] = made
        return made

    def starting_pick(self, char: str, own: dict, shared: list, seat: int) -> list:
        """Per seat: the setup pick (a red herring, a grandchild, a drunk player)
        of `seat`'s `char` ability: its own (`own`, by seat) if it started as one
        of several holders, else the game's `shared` one."""
        mine = own.get(seat)
        if mine is None:
            return shared
        starts = self.is_(seat, char, self.start_state)
        return [if_then_else(starts, o, h) for o, h in zip(mine, shared)]

    def later_pick(self, char: str, seat: int, starting: list, game: list,
                   make: Callable[[], list[BoolRef]]) -> list:
        """Per seat: the setup pick (a red herring, a grandchild) of `seat`'s
        `char` ability: `starting` where it started as `char`; where it holds
        the ability without having started as it (gained later: a grant, a new
        character), the texts leave open whether the Storyteller makes a pick
        for it or it shares the game's (`game`), so either: its own (`make`,
        made once for the game, outside any tracked report) or the game's."""
        starts = self.is_(seat, char, self.start_state)
        later = all_of([self.has_ability(seat, char), negate(starts)])
        if is_const(later, False):
            return starting
        key = ("later_pick", char, seat)
        if key not in self.memo:
            saved, self.current_label = self.current_label, None
            try:
                mine, use = make(), self.fresh(f"{char}_later_own_{seat}")
            finally:
                self.current_label = saved
            self.memo[key] = [if_then_else(use, m, g) for m, g in zip(mine, game)]
        return [if_then_else(starts, s, m) for s, m in zip(starting, self.memo[key])]

    def duplicable(self, char: str) -> bool:
        """Two players may hold `char` at once now, so each holder makes its own
        choice: a good character when the bag may hold duplicates
        (`duplicates`), a character with more than one token
        (`Rule.max_copies`), or one an ability may have made a player beside a
        living holder (`Effects.become` with `beside`, by a rule that
        `makes_duplicates`). Elsewhere one player at a time holds it (a dead
        holder's ability back is `rules.demonkill.holders`')."""
        return self.duplicated_at_setup(char) or char in self.second_holders

    def most_holders(self, char: str) -> int:
        """At most how many living players hold `char` at once so far: every
        seat if duplicated at setup, else one and those made beside one."""
        if self.duplicated_at_setup(char):
            return self.n
        return min(self.n, 1 + self.second_holders.get(char, 0))

    def may_duplicate(self, char: str) -> bool:
        """`duplicable` at some moment of the game: what a rule that keeps a
        holder's own past choices asks from the start."""
        return self.duplicated_at_setup(char) or any(team(char) in r.makes_duplicates
                                                     for r in self.rules.values())

    def duplicated_at_setup(self, char: str) -> bool:
        """Two players may hold `char` from the start: a good character when the
        bag may hold duplicates, or one with more than one token."""
        if team(char) in ("townsfolk", "outsider") and not is_const(self.duplicates(), False):
            return True
        rule = self.rules.get(char)
        return rule is not None and rule.max_copies > 1

    def holders_each(self, char: str) -> list[BoolRef] | None:
        """Per seat, it holds `char`'s ability now (the character or a grant),
        where each holder chooses for itself (`duplicable`); else None."""
        if not self.duplicable(char):
            return None
        return [any_of([self.is_(q, char), self.granted(q, char)]) for q in range(self.n)]

    def own_choices(self, key: str, holders: list[BoolRef], count: int = 1,
                    optional: bool = False) -> None:
        """A night ability's choice of `count` players that only its holder's report
        says (information about them, a master to vote with): only when a rule
        reacts to being chosen (`Rule.on_chosen`), each seat that may have woken
        with the ability (`holders`) makes its own choice, announced (`chosen`)
        before the ability takes effect; `made_choice` ties a report to it.
        Without such a rule nothing is made. `optional`: the ability may go unused."""
        if not self.hooks("on_chosen"):
            return
        for s, h in enumerate(holders):
            if is_const(h, False):
                continue
            picks = [self.choose(f"{key}_{s}_{k}", optional=optional) for k in range(count)]
            self.memo[(key, s)] = picks
            for pick in picks:
                self.chosen([h if t == s else FALSE for t in range(self.n)], pick)

    def made_choice(self, key: str, seat: int, players: list[str]) -> BoolRef:
        """The seat's choice made by `own_choices` is these players, in order
        (true when no choice was made)."""
        picks = self.memo.get((key, seat))
        if picks is None:
            return TRUE
        return all_of([pick[self.seat(p)] for pick, p in zip(picks, players)])

    def chosen(self, chooser: list[BoolRef], target: list[BoolRef]) -> None:
        """A night ability's choice of a player: the seats where `chooser` holds woke
        and chose the one-hot `target` with their ability. Rules that react to being
        chosen (`Rule.on_chosen`) may droison the chooser before the
        ability takes effect, so call it before reading whether the ability works."""
        for r in self.hooks("on_chosen"):
            r.on_chosen(self, chooser, target)

    def woke_freely(self, char: str, seat: int, step: Step) -> BoolRef:
        """The Storyteller's free choice whether `seat` woke for `char`'s ability
        at this night's step: one variable per night and seat, however often
        it is asked (an ability that wakes on some nights only, or may)."""
        return self.free_choice(f"{char}_woke_n{step.time.n}_{seat}")
