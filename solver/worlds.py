"""Enumerate the worlds of a case, projected on starting characters.

Worlds are found by blocking each found world's projection (the starting
characters), not the full assignment, so Storyteller sub-choices do not
multiply worlds; the end states of each world are then enumerated under that
world. Per-seat questions reuse the one incremental solver with assumptions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from z3 import Z3_OP_UNINTERPRETED, BoolRef, Not, Or, is_const, is_true, sat, unsat

from rules.catalog import team
from solver.case import Case
from solver.encode import encode
from solver.model import World
from solver.statements_eval import evaluate


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


def is_const_var(v: BoolRef) -> bool:
    return is_const(v) and v.decl().kind() == Z3_OP_UNINTERPRETED


class Enumerator:
    """One encoded case, its solver, and the questions asked of it."""

    def __init__(self, case: Case, assume: list[str] | None = None, debug: bool = False,
                 observer: Callable[..., None] | None = None) -> None:
        self.case = case
        self.w = encode(case, debug, observer)
        self.assumptions: list[BoolRef] = list(self.w.trackers.values())
        for text in assume or []:
            label = f"assumed: {text}"
            with self.w.tracked(label):
                self.w.add(evaluate(self.w, text, default="end", players_default="start"))
            self.assumptions.append(self.w.trackers[label])
        self.solver = self.w.solver

    def check(self, *extra: BoolRef) -> bool:
        return self.solver.check(*self.assumptions, *extra) == sat

    def read(self, model, chars: list[dict[str, BoolRef]]) -> tuple[str, ...]:
        """Each seat's character in one pass: plain variables are looked up among
        the model's true constants; only compound expressions are evaluated."""
        true = {d.name() for d in model.decls() if is_true(model[d])}
        out = []
        for s in range(self.w.n):
            found = "?"
            for c, v in chars[s].items():
                holds = v.decl().name() in true if is_const_var(v) else \
                    is_true(model.eval(v, model_completion=True))
                if holds:
                    found = c
                    break
            out.append(found)
        return tuple(out)

    def evil(self, model, evil: list[BoolRef]) -> list[str]:
        return [self.w.names[s] for s in range(self.w.n)
                if is_true(model.eval(evil[s], model_completion=True))]

    def worlds(self, limit: int | None, ends: bool = True) -> tuple[list[WorldResult], bool]:
        """Every world (starting characters), each with its end states unless
        `ends` is off (enough to ask whether a given world is among them)."""
        w, s = self.w, self.solver
        found: list[WorldResult] = []
        s.push()
        complete = True
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
        s.pop()
        return found, complete

    def ends(self, start: tuple[str, ...], lits: list[BoolRef],
             evil_start: list[str]) -> WorldResult:
        w, s = self.w, self.solver
        ends: list[tuple[str, ...]] = []
        evil_ends: list[list[str]] = []
        s.push()
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
                      for i in range(w.n)]
            s.add(Or(block))
        s.pop()
        return WorldResult(start, ends, evil_start, evil_ends)

    def possible(self) -> list[list[str]]:
        """Per seat, every starting character some world gives it (one check each)."""
        out = []
        for i in range(self.w.n):
            out.append([c for c in self.w.script if self.check(self.w.start[i][c])])
        return out


def solve(case: Case, max_worlds: int | None = 50, assume: list[str] | None = None,
          ends: bool = True) -> Result:
    t0 = time.perf_counter()
    e = Enumerator(case, assume)
    worlds, complete = e.worlds(max_worlds, ends)
    if complete:
        possible = [sorted({wr.start[i] for wr in worlds}, key=e.w.script.index)
                    for i in range(e.w.n)]
    else:
        possible = e.possible()
    demon: dict[str, int] = {}
    for wr in worlds:
        for i, c in enumerate(wr.start):
            if team(c) == "demon":
                demon[e.w.names[i]] = demon.get(e.w.names[i], 0) + 1
    return Result(case, bool(worlds), worlds, complete, demon, possible,
                  time.perf_counter() - t0, e.w)


def why_not(e: Enumerator, hypothesis: BoolRef,
            among: list[BoolRef] | None = None) -> list[str] | None:
    """A minimal set of claims and events that rules out `hypothesis`, in the
    case's own words; None if the hypothesis is possible. `among`: the tracked
    facts to draw from (default: the enumerator's assumptions)."""
    w = e.w
    label_of = {v.get_id(): k for k, v in w.trackers.items()}
    if e.solver.check(*(e.assumptions if among is None else among), hypothesis) != unsat:
        return None
    core = [x for x in e.solver.unsat_core() if x.get_id() in label_of]
    i = 0
    while i < len(core):
        trial = core[:i] + core[i + 1:]
        if e.solver.check(*trial, hypothesis) == unsat:
            core = trial
        else:
            i += 1
    return [label_of[x.get_id()] for x in core]
