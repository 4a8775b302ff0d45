"""The replay harness (benchmarks/replay.py): a recorded question sequence is
the anytime answer's, and every solver replayed on it gives the recorded
answers (a solver that disagreed would end the replay)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import replay

ROOT = Path(__file__).resolve().parents[1]
CASE = str(ROOT / "benchmarks" / "cases" / "tb-8p-2n.yaml")


def test_a_record_replays_alike_on_each_solver(tmp_path: Path) -> None:
    out = str(tmp_path / "tb.pkl.gz")
    made = replay.record(CASE, out, None)
    assert made["complete"] and made["questions"] > made["demon_at"] > 0
    for solver in replay.SOLVERS:
        got = replay.play(out, solver)
        assert len(got["times"]) == made["questions"]
    rows = replay.summary([replay.play(out, s) for s in ("cadical153", "glucose4")])
    assert [r["solver"] for r in rows] == ["cadical153", "glucose4",
                                           "portfolio cadical153+glucose4"]
    assert rows[2]["cpu_table"] <= min(rows[0]["cpu_table"], rows[1]["cpu_table"]) + 1e-9


def test_a_replay_that_disagrees_with_the_record_stops(tmp_path: Path) -> None:
    import gzip
    import pickle

    out = tmp_path / "bad.pkl.gz"
    with gzip.open(out, "wb") as f:
        pickle.dump({"demon_at": 1, "events": [[1], ("q", (-1,), True)]}, f)
    with pytest.raises(SystemExit, match="where the record says True"):
        replay.play(str(out), "cadical153")


def test_a_solver_may_carry_options(tmp_path: Path) -> None:
    """`cadical195:stabilizeonly=1` is CaDiCaL 1.9.5 in stable mode only (the
    Sects & Violets measurements); the replay answers as recorded with it."""
    import gzip
    import pickle

    out = tmp_path / "two.pkl.gz"
    with gzip.open(out, "wb") as f:
        pickle.dump({"demon_at": 1, "events": [[1, 2], [-1, 2], ("q", (2,), True),
                                               ("q", (-2,), False)]}, f)
    got = replay.play(str(out), "cadical195:stabilizeonly=1")
    assert got["solver"] == "cadical195:stabilizeonly=1" and len(got["times"]) == 2
