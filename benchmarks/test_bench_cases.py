"""Solve times of the shipped cases (pytest-benchmark; not run by the test suite).

Run: python -m pytest benchmarks --benchmark-only -n 0
"""

from __future__ import annotations

from pathlib import Path

import pytest

from answers.worlds import solve
from caselang.parse import load_case

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
    from answers.worlds import Enumerator

    def run() -> list:
        return Enumerator(load_case(str(path))).possible()

    benchmark.pedantic(run, rounds=3, iterations=1)


BIG = ROOT / "cases" / "sim" / "tb-15-players-4-nights.yaml"


def test_true_world_of_a_big_game(benchmark) -> None:
    """`botc simulate --check` on a 15-player, 4-night simulated game: one
    satisfiability question with the true world assumed (the Imp's targets
    dominate the encoding)."""
    from botc.simulate import check_case

    truth = load_case(str(BIG)).expect["contains"][0]
    result = benchmark.pedantic(lambda: check_case(BIG, truth), rounds=3, iterations=1)
    assert result.kept


def test_count_worlds_of_a_big_game(benchmark) -> None:
    """The exact Demon counts of the same game (6,274 worlds; enumerating them
    took about 15 minutes) by the projected model counter, 50 worlds listed."""
    case = load_case(str(BIG))
    result = benchmark.pedantic(lambda: solve(case, 50, ends=False, count_seconds=600),
                                rounds=1, iterations=1)
    assert result.demon_exact and result.world_count == 6274


BOFFIN = ROOT / "benchmarks" / "cases" / "random-s9704-g0013.yaml"


def test_encode_a_boffin_game(benchmark) -> None:
    """Encoding a 13-player, 4-night random-script game with a Boffin, a
    Courtier and an Innkeeper: every droisoning's activity is decided through
    the Boffin's grant (over 300 s before the decisions shared their values,
    about 14 s after)."""
    from engine.encode import encode

    case = load_case(str(BOFFIN))
    w = benchmark.pedantic(lambda: encode(case), rounds=1, iterations=1)
    assert w.n == 13
