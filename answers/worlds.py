"""Enumerate the worlds of a case, projected on starting characters.

Worlds are found by blocking each found world's projection (the starting
characters), not the full assignment, so Storyteller sub-choices do not
multiply worlds; the end states of each world are then enumerated under that
world. Per-seat questions reuse the one incremental solver with assumptions:
each seat's possible characters, and so who could be the Demon, are exact even
when the list of worlds is cut; world counts are exact when every world was
listed or the model counter (answers/counts.py) counted them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from z3 import (
    Z3_OP_UNINTERPRETED,
    AtLeast,
    Bool,
    BoolRef,
    CheckSatResult,
    Not,
    Or,
    is_const,
    is_false,
    is_true,
    sat,
    unknown,
    unsat,
)
from z3.z3core import Z3_model_get_const_interp

from answers.counts import CountError, Counts, CountStopped, count_worlds
from answers.estimate import MAX_SAMPLES, METHOD, Estimate, estimate_shares
from caselang.case import Case
from engine.encode import encode
from engine.statements_eval import evaluate
from engine.terms import TRUE_PTR, any_of, negate
from engine.world import World
from facts.catalog import team


@dataclass
class WorldResult:
    start: tuple[str, ...]
    ends: list[tuple[str, ...]]
    evil_start: list[str]
    evil_ends: list[list[str]]


@dataclass
class Result:
    case: Case
    consistent: bool
    worlds: list[WorldResult]
    complete: bool
    demon: dict[str, int]
    possible: list[list[str]]  # per seat: possible starting characters
    seconds: float
    world: World = field(repr=False)
    # `demon` maps every possible starting Demon to its number of worlds: exact
    # when demon_exact, else a lower bound (worlds found); count_note says which.
    demon_exact: bool = True
    world_count: int | None = None  # the exact number of worlds, when known
    count_note: str = ""
    # The encoded case, for further questions (why a seat cannot be the Demon).
    enumerator: Enumerator | None = field(default=None, repr=False)
    # Each Traveller's possible alignments over every world ("good", "evil"): a
    # Traveller's alignment is no part of a world's projection.
    traveller_alignments: dict[str, list[str]] = field(default_factory=dict)
    # Every world found (listed, or answering a per-seat question): lower bounds.
    seen: set[tuple[str, ...]] = field(default_factory=set, repr=False)
    # False: `possible` holds only the Demon characters the worlds found show
    # (the Demon candidates are still exact; the per-seat table was not asked).
    seats_exact: bool = True
    # Each candidate's share of the worlds as an interval, when the exact count
    # did not finish and an estimate was asked for (answers/estimate.py).
    estimate: Estimate | None = None
    estimate_note: str = ""


# Counting by listing (see Enumerator.count_by_listing): up to this many worlds,
# within this many seconds of CPU time (and half the counting budget), before
# the model counter is asked. Listing runs at several hundred worlds a second
# on an 8-player board (5,590 snv worlds in 9 s of CPU) where the counter took
# 80 s of CPU.
LIST_CAP = 50_000
LIST_SECONDS = 30.0


class Stopped(Exception):
    """A question given up: the budget ran out or the answer was cancelled."""


def is_const_var(v: BoolRef) -> bool:
    return is_const(v) and v.decl().kind() == Z3_OP_UNINTERPRETED


class Enumerator:
    """One encoded case, its solver, and the questions asked of it."""

    def __init__(self, case: Case, assume: list[str] | None = None, debug: bool = False,
                 observer: Callable[..., None] | None = None, stories: bool = False) -> None:
        self.case = case
        self.w = encode(case, debug, observer, stories)
        self.assumptions: list[BoolRef] = list(self.w.trackers.values())
        for text in assume or []:
            label = f"assumed: {text}"
            with self.w.tracked(label):
                self.w.add(evaluate(self.w, text, default="end", players_default="start"))
            self.assumptions.append(self.w.trackers[label])
        self.solver = self.w.solver
        self._lookups: dict[int, tuple[object, list]] = {}
        self._asked = 0  # selectors made for questions about a set of literals
        self._selector: BoolRef | None = None  # the last one, retired at the next
        # When set, questions give up once it is true (`check`): a budget or a
        # cancelled answer (answers/anytime.py).
        self.stop: Callable[[], bool] | None = None

    def check(self, *extra: BoolRef) -> bool:
        """Whether some world makes `extra` hold. With `stop` set, a question
        still running when `stop()` turns true is given up: `Stopped` is raised
        (the SAT backend asks `stop` between slices of its search; Z3's solver,
        only before each question)."""
        return self.ask(*self.assumptions, *extra) == sat

    def ask(self, *assumptions: BoolRef) -> CheckSatResult:
        """The solver's answer (sat or unsat) under exactly `assumptions`,
        given up as `check` says when `stop` is set."""
        if self.stop is None:
            return self.solver.check(*assumptions)
        if self.stop():
            raise Stopped
        until = getattr(self.solver, "check_until", None)
        answer = (until(self.stop, *assumptions) if until is not None
                  else self.solver.check(*assumptions))
        if answer == unknown:
            raise Stopped
        return answer

    def read(self, model, chars: list[dict[str, BoolRef]]) -> tuple[str, ...]:
        """Each seat's character: only the projection's variables are looked up
        in the model (walking every declaration of a big model was most of the
        time of a question); only compound expressions are evaluated. Which
        entries are plain variables is worked out once per table (`lookups`)."""
        if hasattr(model, "holds"):
            return tuple(next((c for c, _, v in seat if model.holds(v)), "?")
                         for seat in self.lookups(chars))
        ctx, m = model.ctx.ref(), model.model
        out = []
        for seat in self.lookups(chars):
            found = "?"
            for c, decl, v in seat:
                if decl is not None:
                    holds = Z3_model_get_const_interp(ctx, m, decl).value == TRUE_PTR
                else:
                    holds = is_true(model.eval(v, model_completion=True))
                if holds:
                    found = c
                    break
            out.append(found)
        return tuple(out)

    def lookups(self, chars: list[dict[str, BoolRef]]) -> list[list[tuple[str, object, BoolRef]]]:
        """Per seat, (character, the variable's declaration or None, expression),
        without the constant false entries: kept per table, as asking Z3 whether
        an entry is a variable cost more than the lookup itself."""
        hit = self._lookups.get(id(chars))
        if hit is not None and hit[0] is chars:
            return hit[1]
        table = [[(c, v.decl().ast if is_const_var(v) else None, v)
                  for c, v in seat.items() if not is_false(v)] for seat in chars]
        self._lookups[id(chars)] = (chars, table)
        return table

    def evil(self, model, evil: list[BoolRef]) -> list[str]:
        """The evil players from the bag (a Traveller's alignment is reported
        apart: `traveller_alignments`)."""
        return [self.w.names[s] for s in self.w.bag_seats
                if is_true(model.eval(evil[s], model_completion=True))]

    def traveller_alignments(self) -> dict[str, list[str]]:
        """For each Traveller, the alignments some world lets the Storyteller
        have given them."""
        out = {}
        for s, evil in self.w.traveller_evil.items():
            out[self.w.names[s]] = [a for a, x in (("good", Not(evil)), ("evil", evil))
                                    if self.check(x)]
        return out

    def worlds(self, limit: int | None, ends: bool = True) -> tuple[list[WorldResult], bool]:
        """Every world (starting characters), each with its end states unless
        `ends` is off (enough to ask whether a given world is among them)."""
        w, s = self.w, self.solver
        found: list[WorldResult] = []
        s.push()
        complete = True
        try:
            while self.check():
                if limit is not None and len(found) >= limit:
                    complete = False
                    break
                m = s.model()
                start = self.read(m, w.start)
                lits = [w.start[i][c] for i, c in enumerate(start)]
                evil = self.evil(m, w.start_state.evil)
                found.append(self.ends(start, lits, evil) if ends else
                             WorldResult(start, [], evil, []))
                s.add(Or([Not(x) for x in lits]))
        finally:  # a stopped question leaves no blocking clause behind
            s.pop()
        return found, complete

    def ends(self, start: tuple[str, ...], lits: list[BoolRef],
             evil_start: list[str]) -> WorldResult:
        w, s = self.w, self.solver
        ends: list[tuple[str, ...]] = []
        evil_ends: list[list[str]] = []
        s.push()
        try:
            s.add(*lits)
            while self.check():
                m = s.model()
                end = self.read(m, w.state.chars)
                evil = self.evil(m, w.state.evil)
                if end not in ends:
                    ends.append(end)
                    evil_ends.append(evil)
                block = [Not(w.is_(i, c)) for i, c in enumerate(end)]
                block += [Not(w.state.evil[i]) if w.names[i] in evil else w.state.evil[i]
                          for i in w.bag_seats]
                s.add(Or(block))
        finally:
            s.pop()
        return WorldResult(start, ends, evil_start, evil_ends)

    def possible(self, seen: set[tuple[str, ...]] | None = None) -> list[list[str]]:
        """Per seat, every starting character some world gives it: exact, by
        asking per seat whether some world gives it a character no world found so
        far shows (one question for all of them), until none does. Each answer's
        world closes every pair it shows, and is added to `seen`."""
        seen = set() if seen is None else seen
        shown = [{start[i] for start in seen} for i in range(self.w.n)]
        for i in range(self.w.n):
            while True:
                rest = [v for c, v in self.w.start[i].items()
                        if c not in shown[i] and not is_false(v)]
                if not rest or not self.check_any(rest):
                    break
                start = self.read(self.solver.model(), self.w.start)
                seen.add(start)
                for k, char in enumerate(start):
                    shown[k].add(char)
        return [[c for c in self.w.script if c in shown[i]] for i in range(self.w.n)]

    def check_any(self, options: list[BoolRef]) -> bool:
        """Whether some world makes one of `options` true: a single literal is
        assumed as it is; several, through a fresh selector implying their
        disjunction. The previous question's selector is retired (made false)
        here, so the model of the last answer stays readable; the solver stays
        incremental, and the case's formulas, which counting reads, are untouched."""
        return self.check(self.any_of(options))

    def any_of(self, options: list[BoolRef]) -> BoolRef:
        """A literal that can hold only when one of `options` does (see
        `check_any`)."""
        if len(options) == 1:
            return options[0]
        if self._selector is not None:
            self.solver.add(Not(self._selector))
        self._selector = Bool(f"ask#{self._asked}")
        self._asked += 1
        self.solver.add(any_of([negate(self._selector), *options]))
        return self._selector

    def demon_seats(self, seen: set[tuple[str, ...]]) -> list[list[str]]:
        """Per seat, the Demon characters the worlds found give it, after one
        question per seat that no world found so far shows starting as a Demon:
        exact about who could start as the Demon, at a fraction of `possible`'s
        questions. Each answer's world is added to `seen`."""
        w = self.w
        demons = [c for c in w.script if team(c) == "demon"]
        for i in range(w.n):
            if any(start[i] in demons for start in seen):
                continue
            if self.check(w.is_team(i, "demon", w.start_state)):
                seen.add(self.read(self.solver.model(), w.start))
        return [[c for c in demons if any(start[i] == c for start in seen)]
                for i in range(w.n)]


    def count_by_listing(self, demon_seats: list[int], cap: int,
                         seconds: float) -> Counts | None:
        """The worlds and each of `demon_seats`' worlds as a Demon, counted by
        listing the starting characters alone (blocking each world found, under
        push/pop so the solver keeps no trace): far quicker than the model
        counter for a few thousand worlds. None when there are more than `cap`
        or listing them takes over `seconds` of this process's time (not wall
        time: on a busy machine the work, not the wait, decides)."""
        w, s = self.w, self.solver
        t0, cpu = time.perf_counter(), time.process_time()
        # Each seat's negated starting literals, built once (the Python wrappers'
        # coercion was half the time of a blocking clause).
        neg = [{c: negate(v) for c, v in seat.items()} for seat in w.start]
        total, demon = 0, dict.fromkeys(demon_seats, 0)
        s.push()
        try:
            while self.check():
                if total >= cap or time.process_time() - cpu > seconds:
                    return None
                start = self.read(s.model(), w.start)
                total += 1
                for i in demon_seats:
                    demon[i] += team(start[i]) == "demon"
                s.add(any_of([neg[i][c] for i, c in enumerate(start)]))
        finally:
            s.pop()
        return Counts(total, demon, time.perf_counter() - t0)

    def unique(self, possible: list[list[str]]) -> bool:
        """Whether no world gives one character to two seats (one question per
        character that two seats could have)."""
        for c in self.w.script:
            col = [self.w.start[i][c] for i, chars in enumerate(possible) if c in chars]
            if len(col) < 2:
                continue
            self.solver.push()
            try:
                self.solver.add(AtLeast(*col, 2))
                twice = self.check()
            finally:
                self.solver.pop()
            if twice:
                return False
        return True


def solve(case: Case, max_worlds: int | None = 50, assume: list[str] | None = None,
          ends: bool = True, count_seconds: float = 0, seats: bool = True,
          list_cap: int | None = None, estimate_seconds: float = 0,
          method: str = METHOD) -> Result:
    """The worlds (at most `max_worlds` listed), each seat's possible starting
    characters and who could start as the Demon, always exact. The Demon counts
    are exact when every world was listed or, within `count_seconds`, counted by
    the model counter; otherwise they are lower bounds (worlds found). Without
    `seats`, a cut list asks only who could start as the Demon (a quick answer
    at the table): `possible` is then not the per-seat table. `list_cap`: see
    `tally`; estimate_seconds, method: each candidate's share estimated when
    the counts are not exact (`estimate`)."""
    t0 = time.perf_counter()
    e = Enumerator(case, assume)
    worlds, complete = e.worlds(max_worlds, ends)
    seen = {wr.start for wr in worlds}
    if complete:
        possible = [sorted({start[i] for start in seen}, key=e.w.script.index)
                    for i in range(e.w.n)]
    elif seats:
        possible = e.possible(seen)
    else:
        possible = e.demon_seats(seen)
    r = Result(case, bool(worlds), worlds, complete, {}, possible, 0.0, e.w, enumerator=e,
               seen=seen, seats_exact=complete or seats)
    if r.consistent:
        r.traveller_alignments = e.traveller_alignments()
    tally(r, e, seen, count_seconds, list_cap, estimate_seconds, method)
    r.seconds = time.perf_counter() - t0
    return r


def tally(r: Result, e: Enumerator, seen: set[tuple[str, ...]], count_seconds: float,
          list_cap: int | None = None, estimate_seconds: float = 0,
          method: str = METHOD, seed: int = 1) -> None:
    """Fill in the Demon counts: from the list when it is complete, else by
    listing the worlds again without their end states when there are at most
    `list_cap` (default LIST_CAP) within LIST_SECONDS, else from the model
    counter when it answers in time, else the worlds found (lower bounds);
    then, within `estimate_seconds`, each candidate's share estimated by
    `method` (`estimate`)."""
    demon_chars = candidate_chars(r)
    counts = {i: sum(1 for start in seen if start[i] in chars) for i, chars in demon_chars.items()}
    r.demon_exact = r.complete
    if r.complete:
        r.world_count = len(r.worlds)
        r.count_note = "exact: every world was listed"
    else:
        try:
            if count_seconds <= 0:
                raise CountError("model counting was not asked for")
            t0 = time.perf_counter()
            budget = min(LIST_SECONDS, count_seconds / 2)
            cap = LIST_CAP if list_cap is None else list_cap
            c = e.count_by_listing(list(demon_chars), cap, budget)
            if c is not None:
                note = f"exact: every world was listed to count them in {c.seconds:.1f} s"
            else:
                if not r.seats_exact:  # the counter needs each seat's exact characters
                    raise CountError("the per-seat table was not asked for")
                c = count_worlds(e.w.formulas, e.assumptions, e.w.start, demon_chars, r.possible,
                                 e.unique(r.possible), count_seconds,
                                 spent=time.perf_counter() - t0,
                                 cnf=e.solver.cnf, stop=e.stop)
                note = f"exact: counted by the model counter in {c.seconds:.1f} s"
            check_counts(c, counts, len(seen), len(r.worlds))
            counts, r.demon_exact, r.world_count = c.demon, True, c.total
            r.count_note = note
        except CountStopped:  # the answer is no longer wanted: nothing is said
            raise Stopped from None
        except CountError as err:
            r.count_note = (f"lower bounds: the worlds found ({len(seen)}), as the list was "
                            f"cut at {len(r.worlds)} and {err}")
            if estimate_seconds > 0 and demon_chars:
                estimate(r, e, demon_chars, estimate_seconds, method, seed)
    r.demon = {e.w.names[i]: k for i, k in counts.items()}


def candidate_chars(r: Result) -> dict[int, list[str]]:
    """Each seat that could start as a Demon, with its possible Demons."""
    return {i: [c for c in chars if team(c) == "demon"]
            for i, chars in enumerate(r.possible) if any(team(c) == "demon" for c in chars)}


def estimate(r: Result, e: Enumerator, demon_chars: dict[int, list[str]], seconds: float,
             method: str, seed: int, samples: int = MAX_SAMPLES) -> None:
    """Each candidate's share of the worlds as an interval (`r.estimate`), or
    why there is none (`r.estimate_note`). Without the exact per-seat table,
    every character the encoding leaves open for a seat is counted on (one no
    world gives the seat changes no count)."""
    w = e.w
    if not r.seats_exact:
        possible = [[c for c, v in seat.items() if not is_false(v)] for seat in w.start]
        demon_chars = {i: [c for c in possible[i] if team(c) == "demon"] for i in demon_chars}
    else:
        possible = r.possible
    try:
        r.estimate = estimate_shares(w.formulas, e.assumptions, w.start, demon_chars,
                                     possible, seconds, method, seed, cnf=e.solver.cnf,
                                     samples=samples)
        r.estimate_note = r.estimate.note
    except CountError as err:
        r.estimate_note = f"no estimate: {err}"


def check_counts(c: Counts, found: dict[int, int], known: int, listed: int) -> None:
    """What the SAT solver knows: each candidate starts as the Demon in at least
    the worlds found so far, and there are more worlds than were listed."""
    if c.total < known or c.total <= listed or any(c.demon[i] < k for i, k in found.items()):
        raise CountError("the model counter's answer contradicts the worlds found")


def why_not(e: Enumerator, hypothesis: BoolRef,
            among: list[BoolRef] | None = None) -> list[str] | None:
    """A minimal set of claims and events that rules out `hypothesis`, in the
    case's own words; None if the hypothesis is possible. `among`: the tracked
    facts to draw from (default: the enumerator's assumptions)."""
    w = e.w
    label_of = {v.get_id(): k for k, v in w.trackers.items()}
    if e.ask(*(e.assumptions if among is None else among), hypothesis) != unsat:
        return None
    core = [x for x in e.solver.unsat_core() if x.get_id() in label_of]
    i = 0
    while i < len(core):
        trial = core[:i] + core[i + 1:]
        if e.ask(*trial, hypothesis) == unsat:
            core = trial
        else:
            i += 1
    return [label_of[x.get_id()] for x in core]
