"""Which SAT engine answers the engine's questions: CaDiCaL on the engine's own
CNF (backends/sat.py, the default: several times faster on big games) or
Z3's finite-domain solver. Both take the same formulas; tests check that they
agree on every case."""

from __future__ import annotations

import os
from typing import Any

from z3 import SolverFor

CHOICES = ("sat", "z3")
_current = os.environ.get("BOTC_BACKEND", "sat")


def use(name: str) -> None:
    """Answer with `name` from now on (one of CHOICES)."""
    global _current
    if name not in CHOICES:
        raise ValueError(f"unknown backend {name!r}")
    _current = name


def current() -> str:
    return _current


def make_solver() -> Any:
    if _current == "z3":
        return SolverFor("QF_FD")
    from backends.sat import SatSolver

    return SatSolver()
