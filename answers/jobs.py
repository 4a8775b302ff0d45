"""The anytime answer's questions spread over worker processes
(backends/workers.py): whether any world fits, who could start as the Demon,
each seat's table, whether no seated player may be the Demon, and the
Travellers' alignments, given as the same facts as in one process.

The parent encodes the case once, hands the clauses to the workers, and
schedules: each question is about cells no other question in flight asks
about (disjoint questions), and every world a worker finds closes, for all,
the cells it shows possible; a question in flight whose cells were closed
meanwhile is narrowed to the rest, or dropped. Facts keep the one-process
order where it is a promise: consistency first, no cell outside the Demon
characters ruled out before the Demon line, the unseated Demon and the
Travellers after the table.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from z3 import Not, Or

from answers.anytime import (
    Anytime,
    Cell,
    Consistency,
    DemonCandidates,
    Fact,
    Travellers,
    UnseatedDemon,
)
from answers.worlds import Stopped
from backends.workers import Pool

WAIT = 0.05  # seconds between looks at the budget and the cancel flag


@dataclass
class Question:
    """Cells of one seat (`seat` >= 0), or one literal (`about`: "consistent",
    "unseated", or (traveller, alignment))."""

    seat: int = -1
    cells: list[str] = field(default_factory=list)
    about: object = None
    lit: int = 0
    demon: bool = False  # a Demon line question


def decide(run: Anytime, jobs: int, solver_name: str) -> Iterator[Fact]:
    """Consistency, the cells, the Demon line, the unseated Demon and the
    Travellers, answered by `jobs` workers; raises `Stopped` when the budget
    runs out or the answer is cancelled (the workers are ended either way)."""
    a, e, w = run.answer, run.e, run.e.w
    cnf = e.solver.cnf
    lits = [{c: cnf.of(w.start[i][c]) for c in a.cells[i]} for i in range(w.n)]
    assumptions = [cnf.of(x) for x in e.assumptions]
    unseated = cnf.of(Not(Or([w.is_team(i, "demon", w.start_state) for i in range(w.n)])))
    travellers = {w.names[i]: [("good", cnf.of(Not(x))), ("evil", cnf.of(x))]
                  for i, x in w.traveller_evil.items()}
    if run.stopped():
        raise Stopped
    pool = Pool(jobs, e.solver.clauses(), cnf.nv, assumptions,
                [list(row.items()) for row in lits], solver_name)
    try:
        yield from Schedule(run, pool, lits, unseated, travellers).facts()
    finally:
        pool.close()


class Schedule:
    """Which question each idle worker gets, and what each answer decides.
    `a.cells` is updated by the caller as each fact is yielded; cells ruled
    out early wait in `pending` (and are not asked again)."""

    def __init__(self, run: Anytime, pool: Pool, lits: list[dict[str, int]], unseated: int,
                 travellers: dict[str, list[tuple[str, int]]]) -> None:
        self.run, self.pool, self.lits = run, pool, lits
        self.a = run.answer
        self.inflight: dict[int, tuple[int, Question]] = {}  # qid -> (worker, question)
        self.next_qid = 0
        self.asked_consistent = False
        self.travellers = list(travellers)
        self.extras = [Question(about="unseated", lit=unseated)] + \
            [Question(about=(name, side), lit=lit)
             for name, sides in travellers.items() for side, lit in sides]
        self.extra_answers: dict[object, bool] = {}
        self.pending: list[Cell] = []  # ruled out, not yet given
        self.demon_given = False

    def open(self, seat: int) -> list[str]:
        """The seat's cells neither decided nor asked about."""
        busy = {c for _, q in self.inflight.values() if q.seat == seat for c in q.cells}
        busy |= {f.character for f in self.pending if f.seat == seat}
        return [c for c in self.a.open(seat) if c not in busy]

    def question(self) -> Question | None:
        """The next question: consistency, then each undecided seat's Demon
        characters, then each seat's open cells, then the extras."""
        a = self.a
        if not self.asked_consistent:
            self.asked_consistent = True
            return Question(about="consistent")
        for i in range(len(a.names)):
            if a.demon_status(i) is None:
                cells = [c for c in self.open(i) if c in a.demon_chars[i]]
                if cells:
                    return Question(seat=i, cells=cells)
        for i in range(len(a.names)):
            if cells := self.open(i):
                return Question(seat=i, cells=cells)
        if self.extras and not a.open_cells():
            return self.extras.pop(0)
        return None

    def done(self) -> bool:
        a = self.a
        return a.consistent is True and not a.open_cells() and not self.extras \
            and not self.inflight and not self.pending and self.demon_given

    def facts(self) -> Iterator[Fact]:
        a, run, pool = self.a, self.run, self.pool
        while not self.done():
            if run.stopped():
                raise Stopped
            while (idle := pool.idle()) and (q := self.question()) is not None:
                k = idle[0]
                qid, self.next_qid = self.next_qid, self.next_qid + 1
                self.inflight[qid] = (k, q)
                pool.ask(k, qid, [self.lits[q.seat][c] for c in q.cells] if q.seat >= 0
                         else [] if q.about == "consistent" else [q.lit])
            for _, reply in pool.answers(WAIT):
                _, q = self.inflight.pop(reply[1])
                if reply[0] == "sat":
                    if a.consistent is None:
                        yield Consistency(True)
                    start = reply[2]
                    a.seen.add(start)
                    for i, c in enumerate(start):
                        if a.cells[i].get(c, False) is None:
                            yield Cell(i, a.names[i], c, True)
                    if q.about not in (None, "consistent"):
                        self.extra_answers[q.about] = True
                elif reply[0] == "unsat":
                    if q.about == "consistent":
                        yield Consistency(False)
                        return
                    if q.about is not None:
                        self.extra_answers[q.about] = False
                    self.pending += [Cell(q.seat, a.names[q.seat], c, False) for c in q.cells
                                     if a.cells[q.seat][c] is None]
                yield from self.release()
                self.narrow()
        yield UnseatedDemon(self.extra_answers["unseated"])
        yield Travellers({name: [side for side in ("good", "evil")
                                 if self.extra_answers[(name, side)]]
                          for name in self.travellers})

    def release(self) -> Iterator[Fact]:
        """The cells ruled out that may be given now: a Demon character's once
        the case is known consistent, the rest after the Demon line."""
        a = self.a
        if a.consistent is not True:
            return
        while self.pending:
            f = next((f for f in self.pending
                      if self.demon_given or f.character in a.demon_chars[f.seat]), None)
            if f is None:
                break
            self.pending.remove(f)
            yield f
        if not self.demon_given and all(a.demon_status(i) is not None
                                        for i in range(len(a.names))):
            self.demon_given = True
            yield DemonCandidates(tuple(n for i, n in enumerate(a.names) if a.demon_status(i)))
            yield from self.release()

    def narrow(self) -> None:
        """Tell each worker whose question lost cells (closed by another's
        world) to ask only about the rest."""
        a = self.a
        for qid, (k, q) in self.inflight.items():
            if q.seat < 0:
                continue
            rest = [c for c in q.cells if a.cells[q.seat][c] is None]
            if len(rest) < len(q.cells):
                q.cells = rest
                self.pool.narrow(k, qid, [self.lits[q.seat][c] for c in rest])
