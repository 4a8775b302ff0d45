"""Which SAT engine answers the engine's questions, and what every engine
offers (`Backend`): CaDiCaL on the engine's own CNF (backends/sat.py, the
default: several times faster on big games) or Z3's finite-domain solver.
Both take the same formulas; tests check that they agree on every case.

The choice is made once per process (`use`, or BOTC_BACKEND): the command
line's `--backend` and the tests that compare the two."""

from __future__ import annotations

import os
from typing import Any, Protocol

from z3 import CheckSatResult, Solver, Z3_mk_solver_for_logic, main_ctx, to_symbol

from engine.terms import Term

CHOICES = ("sat", "z3")
_current = os.environ.get("BOTC_BACKEND", "sat")


class Backend(Protocol):
    """An incremental solver over the engine's terms."""

    # Its own clauses in DIMACS numbering, for the model counter; None: the
    # counter reads them off Z3's tactics instead.
    cnf: Any

    def add(self, *exprs: Term) -> None: ...
    def push(self) -> None: ...
    def pop(self) -> None: ...
    def check(self, *assumptions: Term) -> CheckSatResult: ...

    def check_within(self, conflicts: int, *assumptions: Term) -> CheckSatResult:
        """`check`, allowed to give up (unknown) after that many conflicts."""
        ...

    def model(self) -> Any: ...
    def unsat_core(self) -> list[Term]: ...


class Z3Backend(Solver):
    """Z3's finite-domain solver, with the capabilities the engine asks of a
    backend (it has no conflict budget: a bounded question is asked whole)."""

    cnf = None

    def __init__(self) -> None:
        ctx = main_ctx()
        super().__init__(solver=Z3_mk_solver_for_logic(ctx.ref(), to_symbol("QF_FD")), ctx=ctx)

    def check_within(self, conflicts: int, *assumptions: Term) -> CheckSatResult:
        return self.check(*assumptions)


def use(name: str) -> None:
    """Answer with `name` from now on (one of CHOICES)."""
    global _current
    if name not in CHOICES:
        raise ValueError(f"unknown backend {name!r}")
    _current = name


def current() -> str:
    return _current


def make_solver() -> Backend:
    if _current == "z3":
        return Z3Backend()
    from backends.sat import SatSolver

    return SatSolver()
