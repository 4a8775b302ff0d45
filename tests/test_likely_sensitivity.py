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


def by_hand(d: float, r: float) -> dict[str, float]:
    """The board's answer (tests/test_likely.py, test_empath_by_hand_per_ability):
    a false Empath 2 is one of 2 false answers, m = d / 2 (d:
    droisoned_misleads); a true one told to a poisoned Ann weighs t = 1 - d;
    Ann's report made up by an evil Ann is one of 3 answers, u = r / 3 (r:
    evil_reports). Z = 8u + 2(1 + t) + 10m; Ann 4u/Z; Ben, Eve
    (1 + t + u + 2m)/Z; Cat, Dan (u + 3m)/Z."""
    m, t, u = d / 2, 1 - d, r / 3
    z = 8 * u + 2 * (1 + t) + 10 * m
    return {"Ann": 4 * u / z, "Ben": (1 + t + u + 2 * m) / z, "Cat": (u + 3 * m) / z,
            "Dan": (u + 3 * m) / z, "Eve": (1 + t + u + 2 * m) / z}


def test_each_parameter_at_the_ends_of_its_range() -> None:
    """The defaults (d 0.7, r 0.9) put Ben (and Eve) first at 2.3/8.5. A
    Storyteller who misleads poisoned players more often makes Ann's Empath 2
    likelier false, so Cat and Dan likelier, Ben less: 2.3/7.3 at d 0.3,
    2.3/9.25 at d 0.95. Evil players who report less often (r 0.5) make Ann's
    report less likely made up: Ann less likely, Ben more. droisoned_misleads
    moves Ben most; the parameters this board never uses (no bluff in play,
    no misregistration, the flat readings) move nothing."""
    model = default_model()
    params = model.parameters
    s = sensitivity(parse_case(yaml.safe_load(textwrap.dedent(EMPATH_TWO)), "<test>", "."),
                    model)
    assert s.top == "Ben"
    for name, p in by_hand(0.7, 0.9).items():
        assert s.base.demon[name] == pytest.approx(p)
    assert s.base.demon["Ben"] == pytest.approx(2.3 / 8.5)
    swing = {w.name: w for w in s.swings}
    assert set(swing) == set(params)
    d = swing["droisoned_misleads"]
    assert (d.low, d.high) == (params["droisoned_misleads"].low, params["droisoned_misleads"].high)
    for name, p in by_hand(d.low, 0.9).items():
        assert d.at_low[name] == pytest.approx(p)
    for name, p in by_hand(d.high, 0.9).items():
        assert d.at_high[name] == pytest.approx(p)
    assert d.at_high["Ben"] < s.base.demon["Ben"] < d.at_low["Ben"]
    assert d.at_high["Cat"] > d.at_low["Cat"]
    r = swing["evil_reports"]
    for name, p in by_hand(0.7, r.low).items():
        assert r.at_low[name] == pytest.approx(p)
    assert r.at_low["Ann"] < s.base.demon["Ann"] and r.at_low["Ben"] > s.base.demon["Ben"]
    assert s.most is not None and s.most.name == "droisoned_misleads"
    assert [w.name for w in s.swings][:2] == ["droisoned_misleads", "evil_reports"]
    for name in ("in_play_bluff", "misregisters", "false_answer", "made_up_report"):
        assert swing[name].moves("Ben") == pytest.approx(0)


def test_cli(tmp_path: Path) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(EMPATH_TWO))
    r = CliRunner().invoke(main, ["solve", str(path), "--likely", "--sensitivity", "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["likely"]["sensitivity"]
    assert s["top"] == "Ben" and s["most"] == "droisoned_misleads"
    first = s["parameters"][0]
    assert first["name"] == "droisoned_misleads"
    assert first["top_moves"] == pytest.approx(2.3 / 7.3 - 2.3 / 9.25, abs=1e-5)
    text = CliRunner().invoke(main, ["solve", str(path), "--likely", "--sensitivity"])
    assert text.exit_code == 0, text.output
    assert "droisoned_misleads moves Ben's probability most" in text.stdout
    alone = CliRunner().invoke(main, ["solve", str(path), "--sensitivity"])
    assert alone.exit_code == 2 and alone.stderr.count("\n") == 1
