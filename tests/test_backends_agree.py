"""Both SAT backends take the same formulas and must give the same answers on
every shipped case: consistency, each seat's possible starting characters, who
could start as the Demon, and, where every world is listed (up to 50), the
worlds. End states are left out here (one simulated case has thousands per
world); the cases' own expect blocks check them on the default backend."""

from __future__ import annotations

from pathlib import Path

import pytest

from solver import backends
from solver.caseparse import load_case
from solver.errors import CaseError
from solver.worlds import solve

ROOT = Path(__file__).resolve().parents[1]
CASES = sorted((ROOT / "cases").rglob("*.yaml"))


def answer(path: Path, backend: str) -> tuple:
    before = backends.current()
    backends.use(backend)
    try:
        r = solve(load_case(str(path)), max_worlds=50, ends=False, count_seconds=0)
    finally:
        backends.use(before)
    worlds = sorted(w.start for w in r.worlds) if r.complete else None
    return r.consistent, r.possible, sorted(r.demon), worlds


@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_sat_and_z3_agree(path):
    try:
        sat_answer = answer(path, "sat")
    except CaseError:
        pytest.skip("not a solvable case (an input-error example)")
    assert sat_answer == answer(path, "z3")
