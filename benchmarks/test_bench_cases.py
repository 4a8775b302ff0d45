"""Solve times of the shipped cases (pytest-benchmark; not run by the test suite).

Run: python -m pytest benchmarks --benchmark-only
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solver.caseparse import load_case
from solver.worlds import solve

ROOT = Path(__file__).resolve().parents[1]
CASES = sorted((ROOT / "cases" / "tb").glob("*.yaml"))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_solve(benchmark, path: Path) -> None:
    """Load, encode, enumerate every world (no limit), as `botc check` does."""
    result = benchmark.pedantic(lambda: solve(load_case(str(path)), None), rounds=3, iterations=1)
    assert result.consistent


@pytest.mark.parametrize("path", CASES[:1], ids=lambda p: p.stem)
def test_possible_table(benchmark, path: Path) -> None:
    """The per-seat possibility table by one SAT question per seat and character."""
    from solver.worlds import Enumerator

    def run() -> list:
        return Enumerator(load_case(str(path))).possible()

    benchmark.pedantic(run, rounds=3, iterations=1)
