"""Estimated shares (answers/estimate.py): the intervals' arithmetic, the
estimates against the exact shares of every shipped case whose worlds can all
be listed, and how `botc solve` shows an estimate (never as exact).

A 95 % interval misses its share one time in twenty for a uniform sampler; the
samplers here run on fixed seeds, so each test's outcome is fixed too: the
seeds are the first tried, and with them every interval contains its share."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from answers import estimate as est
from answers.worlds import candidate_chars, estimate, solve
from botc.cli import ESTIMATORS, main
from caselang.parse import load_case
from tests.test_cli import SMALL as CLI_SMALL

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path("/work/shared/cases/nqt")
# The cases whose exact worlds are known: their `expect` block lists them.
CASES = sorted(p for p in {*ROOT.glob("cases/**/*.yaml"), *SHARED.glob("*.yaml")}
               if "\n  worlds:" in p.read_text(encoding="utf-8"))
SEED = 2
SAMPLES = 400  # a 95 % interval at most 10 points wide
LISTED = 100  # cases with more worlds are left out (UniGen takes minutes on some)

SMALL = textwrap.dedent(CLI_SMALL)  # five players, few claims, no events: many worlds


def test_the_cli_names_every_method() -> None:
    """The CLI's choices are the module's methods (named there without z3)."""
    assert set(ESTIMATORS) == set(est.METHODS) and ESTIMATORS[0] == est.METHOD


def test_wilson_contains_the_proportion_and_narrows() -> None:
    """The Wilson interval contains k/n, stays in [0, 1] at 0 and n, and at
    400 samples is at most 10 points wide."""
    for k, n in [(0, 10), (10, 10), (3, 7), (200, 400)]:
        low, high = est.wilson(k, n)
        assert 0 <= low <= k / n <= high <= 1
    low, high = est.wilson(200, SAMPLES)
    assert high - low <= 0.10
    assert est.wilson(0, 10)[0] == 0 and est.wilson(10, 10)[1] == 1


def test_ratio_holds_whenever_both_counts_are_within_their_factor() -> None:
    """ApproxMC's bound: if c_k and c are each within a factor 1 + eps of C_k
    and C, the interval from them contains C_k / C, at the extremes too."""
    eps, part, whole = 0.8, 300, 1000
    for a in (part / (1 + eps), part, part * (1 + eps)):
        for b in (whole / (1 + eps), whole, whole * (1 + eps)):
            low, high = est.ratio(round(a), round(b), eps)
            assert low <= part / whole * 1.01 and high >= part / whole * 0.99


def exact_shares(path: Path) -> tuple[object, dict[int, float]] | None:
    """The listed result of a case and each candidate's exact share, or None
    when the case has no world, one candidate (nothing to estimate) or more
    than LISTED worlds (no exact share in test time)."""
    r = solve(load_case(str(path)), max_worlds=LISTED, ends=False, seats=False)
    seats = candidate_chars(r)
    if not r.complete or not r.consistent or len(seats) < 2:
        return None
    total = len(r.worlds)
    return r, {i: sum(wr.start[i] in chars for wr in r.worlds) / total
               for i, chars in seats.items()}


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_estimate_contains_the_exact_share(path: Path) -> None:
    """On every shipped case whose worlds are known (listed in its `expect`
    block; at most LISTED): each candidate's 95 % interval from the default
    sampler contains its exact share."""
    known = exact_shares(path)
    if known is None:
        pytest.skip("one candidate or none, or too many worlds to list")
    r, shares = known
    e = r.enumerator
    r.demon_exact, r.seats_exact = False, True
    estimate(r, e, candidate_chars(r), 300, est.METHOD, SEED, SAMPLES)
    assert r.estimate is not None, r.estimate_note
    for seat, share in shares.items():
        got = r.estimate.demon[seat]
        assert got.low <= share <= got.high, (r.world.names[seat], share, got)


def cli(*args: object) -> str:
    r = CliRunner().invoke(main, [str(a) for a in args], env={"COLUMNS": "400"})
    assert r.exit_code == 0, r.output
    return r.stdout


def test_json_says_exact_or_gives_an_interval(tmp_path: Path) -> None:
    """`--json`: with exact counts each candidate's `share` is `exact: true`;
    without them, `low`, `high`, `confidence` and `method`, `exact: false`,
    and the interval contains the exact share."""
    path = tmp_path / "small.yaml"
    path.write_text(SMALL)
    exact = json.loads(cli("solve", path, "--json", "--max-worlds", 0))
    assert exact["demon_counts_exact"]
    total = exact["world_count"]
    for name, item in exact["shares"].items():
        assert item["exact"] is True and item["share"] == round(exact["demon"][name] / total, 6)
    guess = json.loads(cli("solve", path, "--json", "--max-worlds", 1, "--count-seconds", 0,
                           "--estimate-seconds", 60))
    assert not guess["demon_counts_exact"] and set(guess["shares"]) == set(exact["shares"])
    for name, item in guess["shares"].items():
        assert item["exact"] is False and "share" not in item
        assert item["confidence"] == 0.95 and item["method"] == est.METHOD
        assert item["low"] <= exact["shares"][name]["share"] <= item["high"]
    none = json.loads(cli("solve", path, "--json", "--max-worlds", 1, "--count-seconds", 0,
                          "--estimate-seconds", 0))
    assert "shares" not in none


def test_report_never_shows_an_estimate_as_exact(tmp_path: Path) -> None:
    """The report says which a share is: `(exact)` with exact counts (and
    --shares), `(estimate, 95 %)` otherwise, never both."""
    path = tmp_path / "small.yaml"
    path.write_text(SMALL)
    exact = cli("solve", path, "--max-worlds", 0, "--shares")
    assert "% (exact)" in exact and "estimate" not in exact
    guess = cli("solve", path, "--max-worlds", 1, "--count-seconds", 0, "--estimate-seconds",
                60)
    assert "% of worlds (estimate, 95 %)" in guess
    assert "(exact)" not in guess and "Counts are exact" not in guess


def test_approxmc_states_its_epsilon_and_delta(tmp_path: Path) -> None:
    """ApproxMC's intervals: confidence 1 - 2 delta = 95 %, epsilon and delta
    in the JSON, and the exact share inside (fixed seed)."""
    path = tmp_path / "small.yaml"
    path.write_text(SMALL)
    exact = json.loads(cli("solve", path, "--json", "--max-worlds", 0))["shares"]
    guess = json.loads(cli("solve", path, "--json", "--max-worlds", 1, "--count-seconds", 0,
                           "--estimate-seconds", 300, "--estimate-method", "approxmc"))
    assert "ApproxMC (epsilon 0.8, delta 0.025 per count)" in guess["estimate_note"]
    for name, item in guess["shares"].items():
        assert item["method"] == "approxmc" and item["confidence"] == pytest.approx(0.95)
        assert item["epsilon"] == 0.8 and item["delta"] == pytest.approx(0.025)
        assert item["low"] <= exact[name]["share"] <= item["high"]


def test_cmsgen_states_no_confidence(tmp_path: Path) -> None:
    """CMSGen samples whole assignments with no proof of uniformity: its
    intervals carry no confidence, in the JSON and the report."""
    path = tmp_path / "small.yaml"
    path.write_text(SMALL)
    guess = json.loads(cli("solve", path, "--json", "--max-worlds", 1, "--count-seconds", 0,
                           "--estimate-seconds", 60, "--estimate-method", "cmsgen"))
    assert guess["shares"] and all(item["confidence"] is None and item["method"] == "cmsgen"
                                   for item in guess["shares"].values())
    text = cli("solve", path, "--max-worlds", 1, "--count-seconds", 0, "--estimate-seconds", 60,
               "--estimate-method", "cmsgen")
    assert "(estimate, no stated confidence)" in text and "95 %)" not in text
