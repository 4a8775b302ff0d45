"""Bootlegger (Loric): "This script has homebrew characters or rules."

Almanac (seed 000): "the Storyteller tells all players what they are before play
begins." A case cannot say what they are: the Bootlegger is accepted, the
answer follows the official rules, and the report warns that it ignores them.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from botc.cli import main
from tests.helpers import worlds

CASE = """
script: tb
fabled: {fabled}
players:
  - {{name: A, claim: chef, info: [{{night: 1, chef: 1}}]}}
  - {{name: B, claim: empath, info: [{{night: 1, empath: 1}}]}}
  - {{name: C, claim: saint}}
  - {{name: D, claim: monk}}
  - {{name: E, claim: mayor}}
"""


def test_the_answer_is_the_official_rules_one():
    assert worlds(CASE.format(fabled="[bootlegger]")) == worlds(CASE.format(fabled="[]"))


def test_the_report_warns_that_homebrew_rules_are_ignored(tmp_path: Path):
    path = tmp_path / "case.yaml"
    path.write_text(CASE.format(fabled="[bootlegger]"))
    out = CliRunner().invoke(main, ["solve", str(path)], env={"COLUMNS": "300"})
    assert out.exit_code == 0, out.output
    assert "warning: the Bootlegger is in play" in out.output and "homebrew" in out.output
    data = json.loads(CliRunner().invoke(main, ["solve", str(path), "--json"]).output)
    assert any("homebrew" in line for line in data["warnings"])
    path.write_text(CASE.format(fabled="[]"))
    plain = CliRunner().invoke(main, ["solve", str(path), "--json"]).output
    assert "warnings" not in json.loads(plain)


def test_a_report_streamed_before_its_counts_warns_too(tmp_path: Path):
    """A cut list prints the Demon candidates before counting: the warning comes
    with them, and the candidates are printed once."""
    path = tmp_path / "case.yaml"
    path.write_text(CASE.format(fabled="[bootlegger]"))
    out = CliRunner().invoke(main, ["solve", str(path), "--max-worlds", "1",
                                    "--count-seconds", "0.001"], env={"COLUMNS": "300"})
    assert out.exit_code == 0, out.output
    assert "warning: the Bootlegger is in play" in out.output
    assert out.output.count("Who could be the Demon (at the start):") == 1
