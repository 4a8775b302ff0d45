"""SAT questions answered in worker processes, each with its own incremental
solver on the same clauses (the encoding is built once, in the parent, and
handed over as clauses).

A question is a set of literals: is there a model (under the fixed
assumptions) in which one of them holds? The empty set asks whether there is
any model. A worker answers one question at a time with a model's projection
(for each row of `projection`, the first key whose literal holds) or "no";
between slices of its search it reads the parent's messages, so a question
can be narrowed (some of its literals were decided meanwhile by another
worker's model) or dropped. Workers end with the pool (`close`), when the
parent's end of their pipe closes, and on Linux when the parent dies.

Messages, parent to worker: ("ask", qid, lits), ("narrow", qid, lits),
("stop",). Worker to parent: ("sat", qid, row keys), ("unsat", qid),
("dropped", qid), one per "ask".
"""

from __future__ import annotations

import multiprocessing as mp
import sys
from collections import deque
from collections.abc import Iterator
from multiprocessing.connection import Connection, wait
from typing import Any

from pysat.solvers import Solver

# The worker's slices of search, as in `SatSolver.check_until`: the first
# small, so that a narrowed question is seen soon, then growing.
SLICE_CONFLICTS = 2_000
MAX_SLICE_CONFLICTS = 32_000
DEPTH = 2  # questions sent ahead to one worker

Projection = list[list[tuple[str, int]]]


class WorkerDied(RuntimeError):
    """A worker process ended without answering."""


def _die_with_parent() -> None:
    """On Linux, have the kernel end this process when its parent dies."""
    if sys.platform.startswith("linux"):
        import ctypes
        import signal

        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass


class _Inbox:
    """The worker's questions in the order sent, the parent's narrowings
    applied to those still waiting (None: dropped)."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.waiting: deque[list[Any]] = deque()  # [qid, lits]
        self.current: list[Any] | None = None

    def take(self, block: bool) -> None:
        """Read what was sent (waiting for a message only if `block`)."""
        while (block and not self.waiting) or self.conn.poll():
            msg = self.conn.recv()
            if msg[0] == "stop":
                raise EOFError
            if msg[0] == "ask":
                self.waiting.append([msg[1], msg[2]])
                continue
            for q in ([self.current] if self.current else []) + list(self.waiting):
                if q[0] == msg[1]:
                    q[1] = msg[2] or None


def _serve(conn: Connection, others: list[Connection], clauses: list[list[int]], nv: int,
           assumptions: list[int], projection: Projection, name: str,
           options: dict[str, Any]) -> None:
    """A worker's life: load the clauses, then answer questions until told to
    stop or the parent goes."""
    _die_with_parent()
    for c in others:  # the parent's ends, inherited by a fork: else no EOF
        c.close()
    solver = Solver(name=name, bootstrap_with=clauses)
    if options and hasattr(solver, "configure"):
        solver.configure(options)
    del clauses
    inbox = _Inbox(conn)
    selector = nv  # fresh variables for questions of several literals
    try:
        while True:
            inbox.take(block=True)
            q = inbox.current = inbox.waiting.popleft()
            while True:
                lits = q[1]
                if lits is None:
                    conn.send(("dropped", q[0]))
                    break
                assume = list(assumptions)
                if len(lits) == 1:
                    assume.append(lits[0])
                elif lits:
                    selector += 1
                    solver.add_clause([-selector, *lits])
                    assume.append(selector)
                got = _solve(solver, inbox, assume)
                reply = ("sat", q[0], _read(solver.get_model() or [], projection)) \
                    if got is True else ("unsat", q[0])  # read before the selector goes
                if len(lits) > 1:
                    solver.add_clause([-selector])  # retired
                if got is not None:
                    conn.send(reply)
                    break
            inbox.current = None
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return


def _solve(solver: Any, inbox: _Inbox, assume: list[int]) -> bool | None:
    """The question's answer, or None when the parent narrowed it between two
    slices (its literals are then in `inbox.current`)."""
    lits = inbox.current[1] if inbox.current else None
    conflicts = SLICE_CONFLICTS
    while True:
        solver.conf_budget(conflicts)
        answer = solver.solve_limited(assumptions=assume)
        if answer is not None:
            return answer
        inbox.take(block=False)
        if inbox.current is not None and inbox.current[1] is not lits:
            return None
        conflicts = min(2 * conflicts, MAX_SLICE_CONFLICTS)


def _read(model: list[int], projection: Projection) -> tuple[str, ...]:
    """Each row's first key whose literal holds ("?" when none does); a
    variable the model leaves out is false, as in `SatModel`."""
    n = len(model)

    def holds(lit: int) -> bool:
        v = abs(lit)
        value = v <= n and model[v - 1] > 0
        return value == (lit > 0)

    return tuple(next((k for k, lit in row if holds(lit)), "?") for row in projection)


class Pool:
    """`jobs` worker processes on the same clauses; `ask` a question of an idle
    worker, `answers` yields each reply as (worker, reply)."""

    def __init__(self, jobs: int, clauses: list[list[int]], nv: int, assumptions: list[int],
                 projection: Projection, name: str,
                 options: list[dict[str, Any]] | None = None) -> None:
        methods = mp.get_all_start_methods()
        ctx = mp.get_context("fork" if "fork" in methods else "spawn")
        pipes = [ctx.Pipe() for _ in range(jobs)]
        self.conns = [p[0] for p in pipes]
        self.procs = []
        try:
            for k, (_, child) in enumerate(pipes):
                opts = options[k % len(options)] if options else {}
                p = ctx.Process(target=_serve, daemon=True, name=f"botc-sat-{k}",
                                args=(child, self.conns, clauses, nv, assumptions, projection,
                                      name, opts))
                p.start()
                child.close()
                self.procs.append(p)
        except BaseException:
            self.close()
            raise
        self.busy: dict[int, int] = {k: 0 for k in range(jobs)}  # questions sent, not answered

    def idle(self) -> list[int]:
        """Workers that may take one more question (at most DEPTH each, so that
        a worker goes on to its next one without waiting for the parent), the
        least busy first."""
        return sorted((k for k, n in self.busy.items() if n < DEPTH), key=self.busy.get)

    def ask(self, worker: int, qid: int, lits: list[int]) -> None:
        self.busy[worker] += 1
        self.conns[worker].send(("ask", qid, lits))

    def narrow(self, worker: int, qid: int, lits: list[int]) -> None:
        self.conns[worker].send(("narrow", qid, lits))

    def answers(self, timeout: float) -> Iterator[tuple[int, tuple]]:
        """The replies that arrive within `timeout` seconds (none: a moment to
        look at the clock)."""
        ready = wait([self.conns[k] for k, n in self.busy.items() if n], timeout)
        for k, n in list(self.busy.items()):
            if n and self.conns[k] in ready:
                try:
                    reply = self.conns[k].recv()
                except EOFError:
                    raise WorkerDied(f"SAT worker {k} ended without answering") from None
                self.busy[k] -= 1
                yield k, reply

    def close(self) -> None:
        """End every worker now (a question may be running: no waiting for it)."""
        for p in self.procs:
            if p.is_alive():
                p.terminate()
        for p in self.procs:
            p.join(1)
            if p.is_alive():
                p.kill()
                p.join(1)
        for c in self.conns:
            c.close()
