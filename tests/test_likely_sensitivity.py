"""How much is guesswork (`solve --likely --sensitivity`, answers/likely.py
`sensitivity`): the answer with each parameter at the ends of its range, on a
board worked out by hand."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from answers.likelihood import default_model
from answers.likely import sensitivity
from botc.cli import main
from caselang.parse import parse_case
from tests.test_likely import EMPATH_TWO


def by_hand(d: float, u: float) -> dict[str, float]:
    """The board's answer (tests/test_likely.py, test_empath_by_hand): a false
    Empath 2 is one of 2 false answers, m = d / 2 (d: droisoned_misleads);
    Ann's report made up by an evil Ann weighs u (made_up_report, flat).
    Z = 8u + 2 + 10m; Ann 4u/Z; Ben, Eve (1 + u + 2m)/Z; Cat, Dan (u + 3m)/Z."""
    m = d / 2
    z = 8 * u + 2 + 10 * m
    return {"Ann": 4 * u / z, "Ben": (1 + u + 2 * m) / z, "Cat": (u + 3 * m) / z,
            "Dan": (u + 3 * m) / z, "Eve": (1 + u + 2 * m) / z}


def test_each_parameter_at_the_ends_of_its_range() -> None:
    """The defaults (d 0.7, u 1) put Ann first at 4/13.5. A Storyteller who
    misleads poisoned players more often makes her Empath 2 likelier false,
    so Ann (who is the Demon only if she made it up) less likely: 4/11.5 at
    d 0.3, 4/15 at d 1. Evil reports that rarely fit (u 0.05) leave Ann at
    0.2/5.9 and put Ben first. made_up_report moves Ann most; the parameters
    this board never uses (no bluff in play, no misregistration, the
    per-ability reading) move nothing."""
    model = default_model()
    params = model.parameters
    s = sensitivity(parse_case(yaml.safe_load(textwrap.dedent(EMPATH_TWO)), "<test>", "."),
                    model)
    assert s.top == "Ann"
    assert s.base.demon["Ann"] == pytest.approx(by_hand(0.7, 1.0)["Ann"])
    swing = {w.name: w for w in s.swings}
    assert set(swing) == set(params)
    d = swing["droisoned_misleads"]
    assert (d.low, d.high) == (params["droisoned_misleads"].low, params["droisoned_misleads"].high)
    for name, p in by_hand(d.low, 1.0).items():
        assert d.at_low[name] == pytest.approx(p)
    for name, p in by_hand(d.high, 1.0).items():
        assert d.at_high[name] == pytest.approx(p)
    assert d.at_high["Ann"] < s.base.demon["Ann"] < d.at_low["Ann"]
    assert d.at_high["Cat"] > d.at_low["Cat"]
    u = swing["made_up_report"]
    assert u.at_low["Ann"] == pytest.approx(by_hand(0.7, u.low)["Ann"])
    assert max(u.at_low, key=lambda n: u.at_low[n]) in ("Ben", "Eve")
    assert s.most is not None and s.most.name == "made_up_report"
    assert [w.name for w in s.swings][:2] == ["made_up_report", "droisoned_misleads"]
    for name in ("in_play_bluff", "misregisters", "false_answer"):
        assert swing[name].moves("Ann") == pytest.approx(0)


def test_cli(tmp_path: Path) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(EMPATH_TWO))
    r = CliRunner().invoke(main, ["solve", str(path), "--likely", "--sensitivity", "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["likely"]["sensitivity"]
    assert s["top"] == "Ann" and s["most"] == "made_up_report"
    first = s["parameters"][0]
    assert first["name"] == "made_up_report"
    assert first["top_moves"] == pytest.approx(4 / 13.5 - 0.2 / 5.9, abs=1e-5)
    text = CliRunner().invoke(main, ["solve", str(path), "--likely", "--sensitivity"])
    assert text.exit_code == 0, text.output
    assert "made_up_report moves Ann's probability most" in text.stdout
    alone = CliRunner().invoke(main, ["solve", str(path), "--sensitivity"])
    assert alone.exit_code == 2 and alone.stderr.count("\n") == 1
