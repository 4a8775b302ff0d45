"""Who could be the Demon is exact when the list of worlds is cut, and world
counts from the model counter equal enumeration."""

from __future__ import annotations

from pathlib import Path

import pytest
from z3 import Bool, BoolRef, Int, Not, Or

from answers import counts as counting
from answers.counts import CountError, count_worlds
from answers.worlds import Enumerator, Result, solve
from caselang.parse import load_case
from facts.catalog import team
from tests.helpers import case_from

ROOT = Path(__file__).resolve().parents[1]

# A 7-player Bad Moon Rising game with 240 worlds (232 before a Pukka that
# poisons itself stopped killing its previous choice: eight worlds where a
# Pukka poisons the Chambermaid, then chooses itself, and the Godfather kills
# Ann; tests/test_pukka.py): among the first 50 that
# `botc solve` found, the executed Goon was never the Zombuul, though some world
# makes him so.
BMR_GAME = """\
script: bmr
players:
  - {name: Ann, claim: grandmother, info: [{night: 1, grandmother: [Cat, chambermaid]}]}
  - {name: Ben, claim: sailor}
  - {name: Cat, claim: chambermaid, info: [{night: 1, chambermaid: [Ann, Ben, 1]}]}
  - {name: Dan, claim: exorcist}
  - {name: Eve, claim: gambler}
  - {name: Fay, claim: tealady}
  - {name: Gus, claim: goon}
events:
  - {day: 1, executed: Gus}
  - {night: 2, died: Ann}
"""

# Five Trouble Brewing players and 44 worlds: quick to encode.
SMALL = """\
script: tb
players:
  - {name: Ann, claim: empath, info: [{night: 1, empath: 0}]}
  - {name: Bob, claim: chef}
  - {name: Cat, claim: soldier}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: monk}
"""


@pytest.fixture(scope="module")
def bmr_full() -> Result:
    """Every world of the BMR game, listed."""
    return solve(case_from(BMR_GAME), None, ends=False)


def demon_seats(e: Enumerator) -> set[str]:
    """Who could start as the Demon, one satisfiability question per seat."""
    return {name for i, name in enumerate(e.w.names)
            if e.check(e.w.is_team(i, "demon", e.w.start_state))}


def test_demon_table_is_exact_when_the_list_is_cut() -> None:
    """The old table counted the listed worlds only: with the first 10 listed it
    had three of the seven candidates (with 50 listed and their end states, four)."""
    case = case_from(BMR_GAME)
    r = solve(case, 10, ends=False)
    assert not r.complete and len(r.worlds) == 10
    assert set(r.demon) == demon_seats(Enumerator(case)) == set(case.names)
    assert "Gus" in r.demon
    assert not r.demon_exact and r.world_count is None and "lower bounds" in r.count_note
    listed = {name for wr in r.worlds for name, c in zip(case.names, wr.start)
              if team(c) == "demon"}
    assert all(r.demon[name] >= 1 for name in r.demon) and listed <= set(r.demon)


def test_counts_when_the_list_is_cut_equal_enumeration(bmr_full: Result) -> None:
    cut = solve(case_from(BMR_GAME), 50, ends=False, count_seconds=300, list_cap=0)
    assert bmr_full.complete and bmr_full.world_count == 240 and bmr_full.demon_exact
    assert cut.possible == bmr_full.possible
    assert cut.demon_exact and "model counter" in cut.count_note
    assert cut.world_count == bmr_full.world_count and cut.demon == bmr_full.demon


def test_counts_by_listing_equal_enumeration(bmr_full: Result) -> None:
    """Up to `list_cap` worlds, the counts come from listing the starting
    characters again (no end states), not from the model counter."""
    cut = solve(case_from(BMR_GAME), 50, ends=False, count_seconds=300, list_cap=1000)
    assert cut.demon_exact and "listed to count them" in cut.count_note
    assert cut.world_count == bmr_full.world_count and cut.demon == bmr_full.demon
    over = solve(case_from(BMR_GAME), 50, ends=False, count_seconds=300, list_cap=100)
    assert over.demon_exact and "model counter" in over.count_note
    assert over.world_count == bmr_full.world_count and over.demon == bmr_full.demon


def test_counting_out_of_time_says_so() -> None:
    r = solve(case_from(SMALL), 5, ends=False, count_seconds=0.001)
    assert not r.demon_exact and r.world_count is None
    assert "ran out of its 0.001 s budget" in r.count_note


def test_counting_without_the_counter_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(counting, "available", lambda: False)
    r = solve(case_from(SMALL), 5, ends=False, count_seconds=60, list_cap=0)
    assert not r.demon_exact and "pyganak package) is not installed" in r.count_note


def seat(**chars: BoolRef) -> dict[str, BoolRef]:
    return dict(chars)


def test_a_world_counts_once_for_each_of_its_demons() -> None:
    """Two seats, each the Imp or the Chef: of the four worlds one has two Demons
    and one none; the digits of the one count keep them apart."""
    a, b, x, y = Bool("a_imp"), Bool("b_imp"), Bool("a_chef"), Bool("b_chef")
    start = [seat(imp=a, chef=x), seat(imp=b, chef=y)]
    possible = [["chef", "imp"], ["chef", "imp"]]
    got = count_worlds([a == Not(x), b == Not(y)], [], start, {0: ["imp"], 1: ["imp"]},
                       possible, False, 60)
    assert got.total == 4 and got.demon == {0: 2, 1: 2}
    assumed = count_worlds([Or(Not(p), a) for p in [Bool("p")]] + [a == Not(x), b == Not(y)],
                           [Bool("p")], start, {0: ["imp"], 1: ["imp"]}, possible, False, 60)
    assert assumed.total == 2 and assumed.demon == {0: 2, 1: 1}


def demon_chars(possible: list[list[str]]) -> dict[int, list[str]]:
    """Each seat that may start as a Demon, with its possible Demons."""
    return {i: [c for c in chars if team(c) == "demon"] for i, chars in enumerate(possible)
            if any(team(c) == "demon" for c in chars)}


def test_both_cnfs_count_alike(bmr_full: Result) -> None:
    """The SAT backend's own clauses (the default) and Z3's tactics (the Z3
    backend, which keeps none) give the counter the same worlds."""
    e = Enumerator(case_from(BMR_GAME))
    possible = bmr_full.possible
    demons = demon_chars(possible)
    got = [count_worlds(e.w.formulas, e.assumptions, e.w.start, demons, possible,
                        e.unique(possible), 120, cnf=cnf) for cnf in (e.solver.cnf, None)]
    assert got[0].total == got[1].total == bmr_full.world_count == 240
    assert got[0].demon == got[1].demon


def test_constraints_the_cnf_would_drop_are_refused() -> None:
    with pytest.raises(CountError):
        counting.to_cnf([Int("n") > 0], [])  # arithmetic: not a Boolean circuit


def enumerable() -> list[Path]:
    """Shipped cases whose enumeration is quick: the simulated big games (more than
    2,000 worlds each) are left to the model counter alone."""
    return sorted(p for p in (ROOT / "cases").rglob("*.yaml")
                  if p.parent.name != "sim" or p.stem == "tb-s6-g0145")


@pytest.mark.parametrize("path", enumerable(), ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_counts_equal_enumeration_on_shipped_cases(path: Path) -> None:
    e = Enumerator(load_case(str(path)))
    worlds, complete = e.worlds(2000, ends=False)
    assert complete
    possible = [sorted({w.start[i] for w in worlds}, key=e.w.script.index) for i in range(e.w.n)]
    demons = demon_chars(possible)
    got = count_worlds(e.w.formulas, e.assumptions, e.w.start, demons, possible,
                       e.unique(possible), 60, cnf=e.solver.cnf)
    assert got.total == len(worlds)
    assert got.demon == {i: sum(1 for w in worlds if w.start[i] in chars)
                         for i, chars in demons.items()}


def test_a_count_no_longer_wanted_ends_its_worker(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A count stopped midway (`stop`: a new fact at the table) raises
    CountStopped, and its worker process is gone, not left counting; without
    `stop`, the worker's answer is read as before."""
    import os

    started = tmp_path / "started"
    worker = tmp_path / "worker.py"
    worker.write_text("import os, sys, time\n"
                      "print(len(sys.stdin.read().split()), flush=True)\n"
                      f"open({str(started)!r}, 'w').write(str(os.getpid()))\n"
                      "if os.environ.get('SLOW'): time.sleep(600)\n")
    monkeypatch.setattr(counting, "WORKER", worker)
    assert counting.run_counter("p cnf 1 1\n1 0\n", 60, 60, "counting") == "6"
    monkeypatch.setenv("SLOW", "1")
    started.unlink()
    with pytest.raises(counting.CountStopped):  # stopped once the worker is at work
        counting.run_counter("p cnf 1 1\n1 0\n", 600, 600, "counting", stop=started.exists)
    pid = int(started.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
