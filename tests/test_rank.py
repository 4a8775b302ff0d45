"""`botc simulate --rank` (botc/rank.py): the scores and the JSON keys."""

from __future__ import annotations

import json
import math

import pytest
from click.testing import CliRunner

from botc.cli import main
from botc.rank import Ranked, calibration, credit, scores


def test_credit_breaks_ties_at_random() -> None:
    p = {"Ann": 0.5, "Ben": 0.25, "Cat": 0.25, "Dan": 0.0}
    assert credit(p, "Ann", 1) == 1
    assert credit(p, "Ben", 1) == 0
    assert credit(p, "Ben", 2) == pytest.approx(0.5)  # tied with Cat for the second place
    assert credit(p, "Ben", 3) == 1
    assert credit(p, "Dan", 3) == 0
    assert credit({"Ann": 0.5, "Ben": 0.5}, "Eve", 3) == 1  # nothing, but only two others


def test_scores() -> None:
    """Two games: the model puts the Demon first (p 0.8) and second (p 0.3); a
    living player at random gives 1/2 and 1/3."""
    games = [Ranked("a", "Ann", {"Ann": 0.8, "Ben": 0.2}, {"Ann": 0.5, "Ben": 0.5},
                    {"Ann": 0.5, "Ben": 0.5}),
             Ranked("b", "Cat", {"Ann": 0.7, "Cat": 0.3, "Dan": 0.0},
                    {"Ann": 0.4, "Cat": 0.4, "Dan": 0.2},
                    {"Ann": 1 / 3, "Cat": 1 / 3, "Dan": 1 / 3}),
             Ranked("c", "Eve", note="over 10 histories")]
    s = scores(games)
    assert s["ranked"] == 2 and s["not_ranked"] == 1
    assert s["likely"]["top1"] == 0.5 and s["likely"]["top3"] == 1
    assert s["likely"]["log_loss"] == round((-math.log(0.8) - math.log(0.3)) / 2, 3)
    assert s["share"]["top1"] == pytest.approx((0.5 + 0.5) / 2, abs=1e-3)
    assert s["uniform"]["top1"] == pytest.approx((1 / 2 + 1 / 3) / 2, abs=1e-3)


def test_calibration_by_hand() -> None:
    """Four games, ten probabilities: 0, 0.05, 0.05 (none the Demon); 0.1, 0.1,
    0.15 (one Demon of three: 0.1 opens the second tenth); 0.8, 0.85 (a Demon,
    then not); 0.9, 1.0 (the Demon both times: 1.0 falls in the last tenth)."""
    tables = [({"Ann": 0.8, "Ben": 0.05, "Cat": 0.15}, "Ann"),
              ({"Ann": 0.85, "Ben": 0.05, "Dan": 0.1, "Eve": 0.0}, "Dan"),
              ({"Ann": 0.9, "Ben": 0.1}, "Ann"),
              ({"Cat": 1.0}, "Cat")]
    bins = {tuple(b["bin"]): b for b in calibration(tables)}
    assert sorted(bins) == [(0.0, 0.1), (0.1, 0.2), (0.8, 0.9), (0.9, 1.0)]
    low = bins[(0.0, 0.1)]
    assert low["n"] == 3 and low["predicted"] == pytest.approx(0.1 / 3, abs=1e-4)
    assert low["observed"] == 0
    assert bins[(0.1, 0.2)] == {"bin": [0.1, 0.2], "n": 3, "predicted": pytest.approx(0.35 / 3,
                                abs=1e-4), "observed": pytest.approx(1 / 3, abs=1e-4)}
    assert bins[(0.8, 0.9)]["n"] == 2 and bins[(0.8, 0.9)]["observed"] == 0.5
    assert bins[(0.9, 1.0)] == {"bin": [0.9, 1.0], "n": 2, "predicted": 0.95, "observed": 1.0}
    assert sum(b["n"] for b in bins.values()) == 10


def test_simulate_rank_json(tmp_path) -> None:
    r = CliRunner().invoke(main, ["simulate", "--script", "tb", "--games", "2", "--seed", "3",
                                  "--players", "5", "--nights", "1", "--rank", "--json",
                                  "--time-limit", "0", "--out", str(tmp_path)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["rank"]["ranked"] + data["rank"]["not_ranked"] == 2
    for key in ("top1", "top3", "log_loss"):
        assert data[key] == data["rank"]["likely"][key]
    assert 0 <= data["top1"] <= data["top3"] <= 1
    assert set(data["rank"]) >= {"likely", "share", "uniform"}
    if data["rank"]["ranked"]:
        bins = data["rank"]["likely"]["calibration"]
        assert bins and all(0 <= b["predicted"] <= 1 and 0 <= b["observed"] <= 1 for b in bins)


def run_json(top1: float, n: int, bins: list[dict]) -> dict:
    scores_ = {"top1": top1, "top3": 1.0, "log_loss": 1.0, "calibration": bins}
    return {"rank": {"ranked": n, "not_ranked": 0, "not_ranked_why": [],
                     "likely": scores_, "share": scores_, "uniform": scores_}}


def test_merge_weighs_runs_by_their_games() -> None:
    """Two runs: 1 game at top-1 1.0 and 3 at 0.0 merge to 0.25; the [0, 0.1)
    tenth's 2 players at 0.05 (none the Demon) and 2 at 0.08 (one) merge to
    4 players at 0.065, one in four the Demon."""
    from botc.rank import merge

    a = run_json(1.0, 1, [{"bin": [0.0, 0.1], "n": 2, "predicted": 0.05, "observed": 0.0}])
    b = run_json(0.0, 3, [{"bin": [0.0, 0.1], "n": 2, "predicted": 0.08, "observed": 0.5},
                          {"bin": [0.5, 0.6], "n": 1, "predicted": 0.55, "observed": 1.0}])
    m = merge([a["rank"], b["rank"]])
    assert m["ranked"] == 4 and m["likely"]["top1"] == 0.25
    low, mid = m["likely"]["calibration"]
    assert low == {"bin": [0.0, 0.1], "n": 4, "predicted": 0.065, "observed": 0.25}
    assert mid["bin"] == [0.5, 0.6] and mid["n"] == 1


def test_rank_plot_draws_a_png(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    run = tmp_path / "run.json"
    run.write_text(json.dumps(run_json(0.5, 2, [
        {"bin": [0.0, 0.1], "n": 6, "predicted": 0.04, "observed": 0.0},
        {"bin": [0.4, 0.5], "n": 2, "predicted": 0.45, "observed": 0.5}])))
    out = tmp_path / "plot.png"
    r = CliRunner().invoke(main, ["rank-plot", str(run), str(run), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert json.loads(r.stdout)["ranked"] == 4
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    r = CliRunner().invoke(main, ["rank-plot", str(bad), "--out", str(out)])
    assert r.exit_code != 0 and "rank" in r.output and "Traceback" not in r.output


def test_a_plot_without_matplotlib_is_a_one_line_error(monkeypatch) -> None:
    import builtins

    import click

    from botc.calplot import MISSING, pyplot

    real = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    with pytest.raises(click.ClickException) as err:
        pyplot()
    assert err.value.message == MISSING and "\n" not in MISSING
    r = CliRunner().invoke(main, ["simulate", "--games", "1", "--rank", "--plot", "x.png"])
    assert r.exit_code != 0 and MISSING in r.output
