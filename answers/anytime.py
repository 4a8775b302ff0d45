"""Answers that arrive as they are decided: whether the case has a world, who
could start as the Demon, then each seat's possible starting characters cell by
cell, then the worlds and their counts. Each fact is exact the moment it is
given. A budget bounds the wait and `cancel` ends it early (a new fact at the
table); what is not decided then stays *open*: neither possible nor
impossible.

Every world a question finds closes every cell it shows possible, so a seat
is asked only about the characters no world found so far gives it, all in one
question; when none of them is possible, that one answer rules them all out.

    run = Anytime(case, seconds=3)
    for fact in run.facts():   # Consistency, Cell, DemonCandidates, ...
        show(fact)             # run.answer holds everything decided so far
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from time import perf_counter

from z3 import Not, Or, is_false

from answers.estimate import METHOD, Estimate
from answers.worlds import (
    Enumerator,
    Result,
    Stopped,
    WorldResult,
    candidate_chars,
    estimate,
    tally,
)
from caselang.case import Case
from facts.catalog import team


@dataclass(frozen=True)
class Consistency:
    """Whether some world fits every claim and event."""

    consistent: bool


@dataclass(frozen=True)
class Cell:
    """Whether some world starts `player` (at `seat`, from 0) as `character`."""

    seat: int
    player: str
    character: str
    possible: bool


@dataclass(frozen=True)
class DemonCandidates:
    """Every player who could start as the Demon, in seat order."""

    players: tuple[str, ...]


@dataclass(frozen=True)
class UnseatedDemon:
    """Whether some world starts with no player holding a Demon character."""

    possible: bool


@dataclass(frozen=True)
class Travellers:
    """Each Traveller's possible alignments ("good", "evil")."""

    alignments: dict[str, list[str]]


@dataclass(frozen=True)
class Worlds:
    """The worlds listed (at most the asked number), each with its end states
    when asked; `complete` when they are every world."""

    worlds: tuple[WorldResult, ...]
    complete: bool


@dataclass(frozen=True)
class Counts:
    """Each Demon candidate's number of worlds: exact, or lower bounds (the
    worlds found), as `note` says; when not exact, each candidate's share as
    an interval when one was estimated (`estimate_note` says how, or why not)."""

    demon: dict[str, int]
    exact: bool
    world_count: int | None
    note: str
    estimate: Estimate | None = None
    estimate_note: str = ""


Fact = Consistency | Cell | DemonCandidates | UnseatedDemon | Travellers | Worlds | Counts


@dataclass
class Answer:
    """Everything decided so far. `cells[i][c]` is True (some world starts seat
    i as c), False (none does) or None (open); only the characters the encoding
    leaves possible for the seat are cells."""

    case: Case
    names: list[str]
    cells: list[dict[str, bool | None]]
    demon_chars: list[list[str]]  # per seat, its cells that are Demon characters
    consistent: bool | None = None
    demon: tuple[str, ...] | None = None
    unseated_demon: bool | None = None
    travellers: dict[str, list[str]] | None = None
    worlds: Worlds | None = None
    counts: Counts | None = None
    seen: set[tuple[str, ...]] = field(default_factory=set)  # every world found
    stopped: str = ""  # "budget" or "cancelled" when something is left open
    seconds: float = 0.0

    def add(self, fact: Fact) -> None:
        if isinstance(fact, Consistency):
            self.consistent = fact.consistent
            if not fact.consistent:  # no world: nothing is possible
                for seat in self.cells:
                    for c in seat:
                        seat[c] = False
                self.demon, self.worlds = (), Worlds((), True)
                self.counts = Counts({}, True, 0, "exact: no world")
        elif isinstance(fact, Cell):
            self.cells[fact.seat][fact.character] = fact.possible
        elif isinstance(fact, DemonCandidates):
            self.demon = fact.players
        elif isinstance(fact, UnseatedDemon):
            self.unseated_demon = fact.possible
        elif isinstance(fact, Travellers):
            self.travellers = fact.alignments
        elif isinstance(fact, Worlds):
            self.worlds = fact
        else:
            self.counts = fact

    def demon_status(self, seat: int) -> bool | None:
        """Whether the seat could start as a Demon: None while open."""
        values = [self.cells[seat][c] for c in self.demon_chars[seat]]
        if any(values):
            return True
        return None if None in values else False

    def possible(self, seat: int) -> list[str]:
        return [c for c, v in self.cells[seat].items() if v]

    def open(self, seat: int) -> list[str]:
        return [c for c, v in self.cells[seat].items() if v is None]

    def open_cells(self) -> dict[str, list[str]]:
        """Per player with any, the characters neither shown possible nor ruled out."""
        return {name: self.open(i) for i, name in enumerate(self.names) if self.open(i)}

    def demon_open(self) -> list[str]:
        return [name for i, name in enumerate(self.names) if self.demon_status(i) is None]

    def decided_share(self) -> float:
        """The share of the table's cells decided (1 for a table without cells)."""
        total = sum(len(seat) for seat in self.cells)
        done = sum(v is not None for seat in self.cells for v in seat.values())
        return done / total if total else 1.0

    def result(self, e: Enumerator) -> Result:
        """The answer in the shape `botc solve` reports: what is open is left
        out of `possible` and `demon` (each decided candidate with the worlds
        found, unless counted), and `complete` is false until every world was
        listed."""
        worlds = self.worlds or Worlds((), False)
        possible = [[c for c in e.w.script if self.cells[i].get(c)]
                    for i in range(len(self.names))]
        counts = self.counts
        if counts is None:
            counts = Counts({name: sum(1 for start in self.seen
                                       if team(start[i]) == "demon")
                             for i, name in enumerate(self.names)
                             if self.demon_status(i)},
                            False, None, f"lower bounds: the worlds found ({len(self.seen)}), "
                                         f"as {self.why_open()}")
        return Result(self.case, bool(self.consistent), list(worlds.worlds), worlds.complete,
                      counts.demon, possible, self.seconds, e.w, demon_exact=counts.exact,
                      world_count=counts.world_count, count_note=counts.note, enumerator=e,
                      traveller_alignments=self.travellers or {}, seen=self.seen,
                      seats_exact=not self.open_cells(), estimate=counts.estimate,
                      estimate_note=counts.estimate_note)

    def why_open(self) -> str:
        return ("the answer was cancelled" if self.stopped == "cancelled"
                else "the time given (--seconds) ran out")


class Anytime:
    """One answer to a case, given fact by fact (`facts`). `seconds` (None: no
    limit) counts from here, encoding included; `cancel` may be called from
    another thread, and the answer stops at the solver's next slice of search."""

    def __init__(self, case: Case, assume: list[str] | None = None,
                 seconds: float | None = None, max_worlds: int | None = 50,
                 ends: bool = True, count_seconds: float = 0.0, estimate_seconds: float = 0.0,
                 method: str = METHOD, seed: int = 1) -> None:
        self.t0 = perf_counter()
        self.deadline = None if seconds is None else self.t0 + seconds
        self.max_worlds, self.ends, self.count_seconds = max_worlds, ends, count_seconds
        self.estimate_seconds, self.method, self.seed = estimate_seconds, method, seed
        self._cancelled = threading.Event()
        self.e = Enumerator(case, assume)
        w = self.e.w
        cells = [{c: None for c, v in w.start[i].items() if not is_false(v)}
                 for i in range(w.n)]
        self.answer = Answer(case, list(w.names), cells,
                             [[c for c in seat if team(c) == "demon"] for seat in cells])

    def cancel(self) -> None:
        self._cancelled.set()

    def stopped(self) -> bool:
        return self._cancelled.is_set() or (self.deadline is not None
                                            and perf_counter() >= self.deadline)

    def remaining(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - perf_counter())

    def facts(self) -> Iterator[Fact]:
        """Each fact as it is decided, also added to `answer`; the iterator ends
        when everything is decided, the budget runs out or the answer is
        cancelled (`answer.stopped` says which)."""
        self.e.stop = self.stopped
        try:
            for fact in self._decide():
                self.answer.add(fact)
                self.answer.seconds = perf_counter() - self.t0
                yield fact
                if self._cancelled.is_set():
                    raise Stopped
        except Stopped:
            self.answer.stopped = "cancelled" if self._cancelled.is_set() else "budget"
        finally:
            self.e.stop = None
            self.answer.seconds = perf_counter() - self.t0

    def run(self) -> Answer:
        """Every fact, for a caller that waits for the end."""
        for _ in self.facts():
            pass
        return self.answer

    def _decide(self) -> Iterator[Fact]:
        a, e, w = self.answer, self.e, self.e.w
        consistent = e.check()
        yield Consistency(consistent)
        if not consistent:
            return
        yield from self._model()
        for i in range(w.n):  # who could start as the Demon
            if a.demon_status(i) is not None:
                continue
            if e.check(w.is_team(i, "demon", w.start_state)):
                yield from self._model()
            else:
                for c in a.demon_chars[i]:
                    if a.cells[i][c] is None:
                        yield Cell(i, a.names[i], c, False)
        yield DemonCandidates(tuple(n for i, n in enumerate(a.names) if a.demon_status(i)))
        for i in range(w.n):  # each seat's characters no world found shows
            while rest := a.open(i):
                if e.check(e.any_of([w.start[i][c] for c in rest])):
                    yield from self._model()
                else:
                    for c in rest:
                        yield Cell(i, a.names[i], c, False)
        yield UnseatedDemon(e.check(Not(Or([w.is_team(s, "demon", w.start_state)
                                            for s in range(w.n)]))))
        yield Travellers(e.traveller_alignments())
        listed, complete = e.worlds(self.max_worlds, self.ends)
        a.seen.update(wr.start for wr in listed)
        yield Worlds(tuple(listed), complete)
        yield self._counts(listed, complete)

    def _model(self) -> Iterator[Cell]:
        """The cells the last question's world shows possible, not shown before."""
        a, e = self.answer, self.e
        start = e.read(e.solver.model(), e.w.start)
        a.seen.add(start)
        for i, c in enumerate(start):
            if a.cells[i].get(c) is None and c in a.cells[i]:
                yield Cell(i, a.names[i], c, True)

    def _counts(self, listed: list[WorldResult], complete: bool) -> Counts:
        """Today's counts (`tally`), the counter and then the estimate given
        what is left of the budget."""
        a = self.answer
        r = a.result(self.e)
        r.worlds, r.complete = listed, complete
        left = self.remaining()
        budget = self.count_seconds if left is None else min(self.count_seconds, left)
        tally(r, self.e, a.seen, budget)
        left = self.remaining()
        guess = self.estimate_seconds if left is None else min(self.estimate_seconds, left)
        if not r.demon_exact and guess > 0 and candidate_chars(r):
            estimate(r, self.e, candidate_chars(r), guess, self.method, self.seed)
        return Counts(dict(r.demon), r.demon_exact, r.world_count, r.count_note, r.estimate,
                      r.estimate_note)

