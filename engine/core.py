"""The world's core: the case's seats and starting variables, the grimoire's
state as the timeline is encoded, and the caches the rest of the world and
the rules share.

A world is the whole grimoire over time. `WorldCore` holds the starting
characters (one variable per seat and character it may start as), the
current `State`, a snapshot of the state after every step, and what is fixed
for the whole case (the script, the Travellers, the seating). State
components are plain Python lists of terms: a new variable is made only where
a Storyteller choice happens, so unchanged state costs nothing. Reading the
state is `engine/status.py`; changing it, `engine/effects.py` and
`engine/deaths.py`; all of them go through `update`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from z3 import Bool, BoolRef

from caselang.case import Case, Time
from engine.constraints import Constraints
from engine.state import State, Step
from engine.terms import FALSE, TRUE, all_of, any_of, negate
from facts.catalog import BAG_TEAMS, EVIL_TEAMS, jinxes, team

if TYPE_CHECKING:
    from engine.rule import Rule
    from engine.story import StoryTerm

T = TypeVar("T")


class WorldCore(Constraints):
    """The case's seats, the state over time, and the shared caches."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        self.rules = rules  # every rule on the script, by id
        self.granting = [r for r in rules.values() if r.grants_abilities]
        self.n = len(case.players)
        self.names = case.names
        # Travellers sit in the circle without drawing from the bag: seat -> their
        # (public) Traveller character; the script gains those characters.
        self.travellers = {s: p.traveller for s, p in enumerate(case.players) if p.traveller}
        self.bag_seats = [s for s in range(self.n) if s not in self.travellers]
        # Travellers the case's reincarnations name (`reincarnated: P, as: X`) too.
        reborn = [e.fields["as"] for e in case.events if e.kind == "reincarnated"]
        self.script = list(dict.fromkeys([*case.script, *self.travellers.values(), *reborn]))
        self.last = case.last_time()
        self.rule_flags = case.rules
        self.start = [
            {c: (TRUE if self.travellers.get(s) == c else FALSE) if s in self.travellers
             else Bool(f"start_{s}_{c}") if self.may_start_as(s, c) else FALSE
             for c in self.script} for s in range(self.n)
        ]
        # A Traveller's alignment is the Storyteller's choice (or what the case says).
        self.traveller_evil = {s: self.traveller_alignment(s) for s in self.travellers}
        evil = [any_of([self.start[s][c] for c in self.script if team(c) in EVIL_TEAMS])
                if s not in self.travellers else
                self.traveller_evil[s] if self.present(s, Time("night", 0)) else FALSE
                for s in range(self.n)]
        self.state = State(
            alive=[TRUE if self.present(s, Time("night", 0)) else FALSE for s in range(self.n)],
            chars=[dict(d) for d in self.start],
            evil=evil,
        )
        self.start_state = self.state
        self.step: Step = Step(0, Time("night", 0), label="setup")
        self.snapshots: list[tuple[Step, State]] = []
        # Characters in play that no player holds (a Demon that is not a player):
        # character -> the condition under which it is in play, all game.
        self.unseated: dict[str, BoolRef] = {}
        self.left_evil: dict[int, BoolRef] = {}  # a departed Traveller's alignment
        self._hooks: dict[str, list[Rule]] = {}
        # Per-state memos (`sober`, `affected`, `ability_alive`, `neighbours`...):
        # asked for every seat by every check, and each update replaces the state.
        self._per_state: dict[tuple[object, ...], tuple[object, object]] = {}
        self.memo: dict[object, object] = {}  # rules' own variables (red herring, choices)
        self._cached: dict[tuple, tuple[tuple, object]] = {}  # see `cached`
        self._free: dict[str, BoolRef] = {}  # see `free_choice`
        # While set, rules state their information as facts of the grimoire only,
        # without a freedom of what to show (an answer the almanac leaves
        # arbitrary): what information made false must contradict. A rule's own
        # setup choices (a red herring) and how players register stay.
        self.facts_only = False
        # While set, rules also drop what their own ability makes a player register
        # as (a red herring): the plain truth a stricter table judges false
        # information against (the rule `false_info_plain_truth`).
        self.plain_truth = False
        # Called by encode_info with each report's parts at its step, for a check
        # that asks why a report is allowed (storyteller/check.py); None: nobody asks.
        self.info_observer: Callable[..., None] | None = None
        # The story elements a likelihood weighs (engine/story.py), recorded only
        # when asked; None: nobody asks.
        self.story: list[StoryTerm] | None = None

    def hooks(self, name: str) -> list[Rule]:
        """The script's rules that override hook `name` (the others return the
        default, so asking them only costs time on the hot paths)."""
        found = self._hooks.get(name)
        if found is None:
            from engine.rule import Rule

            base = getattr(Rule, name)
            found = [r for r in self.rules.values() if getattr(type(r), name) is not base]
            self._hooks[name] = found
        return found

    def jinxed(self, a: str, b: str) -> bool:
        """Whether the official jinx between characters `a` and `b` is in effect:
        it is whenever both are on the script, whether or not either is in play
        and whether or not a Fabled announces it. The one place a rule asks."""
        return frozenset((a, b)) in jinxes() and a in self.script and b in self.script

    def may_start_as(self, seat: int, char: str) -> bool:
        """The case itself rules some starting characters out for a seat: a
        character neither hidden nor claimed by anyone is not in play, and `you`
        is the token shown or one of `you_might_be`; nobody draws a Traveller,
        Fabled or Loric from the bag. Those start variables are the constant false,
        which keeps every expression built from them small."""
        if team(char) not in BAG_TEAMS:
            return False
        player = self.case.players[seat]
        if player.name == self.case.you and player.claim is not None:
            return char == player.claim or char in self.case.you_might_be
        return self.case.may_start_as(seat, char)

    def traveller_alignment(self, seat: int) -> BoolRef:
        """Whether the Traveller in `seat` is evil: as the case states, else a free
        choice of the Storyteller's."""
        stated = self.case.players[seat].alignment
        if stated is not None:
            return TRUE if stated == "evil" else FALSE
        return Bool(f"traveller_evil_{seat}")

    def traveller_seats(self, char: str) -> list[int]:
        """The seats that hold the Traveller `char` at some time: seated as it, or
        coming back as it from a death (the case's `reincarnated` events)."""
        seats = [s for s, c in self.travellers.items() if c == char]
        seats += [self.seat(e.subject) for e in self.case.events
                  if e.kind == "reincarnated" and e.fields["as"] == char]
        return list(dict.fromkeys(seats))

    def present(self, seat: int, time: Time | None = None) -> bool:
        """The seat is in the game at `time` (default: now): every player from the
        bag, and a Traveller from when they joined until they left (outside that
        the seat is empty: nobody alive there, nobody evil, nothing done)."""
        return self.case.players[seat].present(time or self.step.time)

    def join(self, time: Time) -> None:
        """Travellers joining at the start of `time` take their seat: alive, with
        the alignment the Storyteller gave them. Those leaving then empty theirs,
        keeping the alignment they left with for what binds their reports."""
        joining = [s for s in self.travellers if self.case.players[s].joined == time]
        leaving = [s for s in self.travellers if self.case.players[s].left == time]
        if not joining and not leaving:
            return
        alive, evil = list(self.state.alive), list(self.state.evil)
        for s in joining:
            alive[s], evil[s] = TRUE, self.traveller_evil[s]
        for s in leaving:
            self.left_evil[s] = evil[s]
            alive[s], evil[s] = FALSE, FALSE
        self.update(alive=alive, evil=evil)

    def dead_by_end(self, seat: int) -> bool:
        """Whether the case's public events leave this player dead (deaths and
        revivals are a closed world), read from the events alone so setup-time
        rules can ask it."""
        return self.case.dead_at(self.names[seat])

    def seat(self, name: str) -> int:
        return self.names.index(name)

    @staticmethod
    def team(char: str) -> str:
        return team(char)

    def in_last_phase(self) -> bool:
        return self.step.time.order() >= self.last.order()

    def day_finished(self, day: int) -> bool:
        """Whether dusk of this day is part of the case (not so for the last day,
        unless the case says it finished)."""
        last = self.last
        return Time("day", day).order() < last.order() or bool(self.rule_flags.get("finish_day"))

    def update(self, **changes: object) -> None:
        if "evil" in changes:
            for r in self.hooks("caps_evil"):  # a limit on how many may be evil
                changes["evil"] = r.caps_evil(self, self.state.evil, changes["evil"])
        self.state = replace(self.state, **changes)

    def mark(self, key: str, value: object) -> None:
        """Set a rule's own time-varying flag in the state (see State.marks)."""
        self.update(marks={**self.state.marks, key: value})

    def cached(self, name: Hashable, compute: Callable[[], T], *anchors: object) -> T:
        """`compute()`, once per `name` and identity of each anchor (a state, a
        step): a rule asked the same question for every seat and attack builds
        its terms once. The anchors are kept with the value, so an identity is
        never reused by another object while its entry lives."""
        key = (name, *map(id, anchors))
        hit = self._cached.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], anchors, strict=True)):
            return hit[1]  # type: ignore[return-value]
        value = compute()
        self._cached[key] = (anchors, value)
        return value

    def free_choice(self, name: str) -> BoolRef:
        """A Storyteller's free yes or no that nothing else decides (whether a
        holder was woken, whether an escape was used): one variable per `name`,
        however often rules ask for it."""
        var = self._free.get(name)
        if var is None:
            var = self._free[name] = self.fresh(name)
        return var

    def beside(self, seat: int) -> list[int]:
        """The seats that sit next to `seat` for a seating rule ("neighbours", "no
        players sitting in between"): each adjacent seat and, where Travellers sit
        between, the nearest player from the bag each way. Travellers, seated when
        they arrive and not drawn from the bag, are skipped or not: the texts are
        silent on them, so either reading's seats count."""
        out: list[int] = []
        for direction in (1, -1):
            for d in range(1, self.n):
                other = (seat + direction * d) % self.n
                if other != seat and other not in out:
                    out.append(other)
                if other not in self.travellers:
                    break
        return out

    def neighbours(self, seat: int, state: State | None = None) -> list[list[tuple[int, BoolRef]]]:
        """For each direction, (seat, 'this is the nearest living one') pairs.
        They depend on who is alive alone, so they are kept per list of the living
        (most steps change the state but not that list)."""
        alive = (state or self.state).alive
        key = ("neighbours", seat, id(alive))
        hit = self._per_state.get(key)
        if hit is not None and hit[0] is alive:
            return hit[1]
        value = self._neighbours(seat, alive)
        self._per_state[key] = (alive, value)
        return value

    def _neighbours(self, seat: int, alive: list[BoolRef]) -> list[list[tuple[int, BoolRef]]]:
        out = []
        for direction in (1, -1):
            row = []
            none_yet = TRUE  # no living player between `seat` and `other`
            for d in range(1, self.n):
                other = (seat + direction * d) % self.n
                row.append((other, all_of([none_yet, alive[other]])))
                none_yet = all_of([none_yet, negate(alive[other])])
            out.append(row)
        return out
