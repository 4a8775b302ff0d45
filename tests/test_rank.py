"""`botc simulate --rank` (botc/rank.py): the scores and the JSON keys."""

from __future__ import annotations

import json
import math

import pytest
from click.testing import CliRunner

from botc.cli import main
from botc.rank import Ranked, credit, scores


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
