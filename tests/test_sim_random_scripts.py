"""`botc simulate --random-scripts N`: each game on a fresh random script of
13 Townsfolk, 4 Outsiders, 4 Minions and 4 Demons drawn from every character
the simulator plays, written as its list of ids and checked like any other."""

from __future__ import annotations

import json
import random
from pathlib import Path

import yaml
from click.testing import CliRunner

from botc.simulate import simulate
from facts.catalog import team
from simulator.characters import module
from simulator.game import RANDOM_SCRIPT, random_script, simulated_characters


def test_a_random_script_has_its_counts_from_the_simulated_characters() -> None:
    pool = simulated_characters()
    assert all(module(c) is not None and team(c) == t for t, cs in pool.items() for c in cs)
    scripts = [random_script(random.Random(i)) for i in range(20)]
    for sc in scripts:
        assert {t: len(sc.of(t)) for t in RANDOM_SCRIPT} == RANDOM_SCRIPT
        assert not sc.builtin and len(set(sc.chars)) == sum(RANDOM_SCRIPT.values())
    assert len({sc.chars for sc in scripts}) == 20
    assert random_script(random.Random(3)).chars == scripts[3].chars  # reproducible


def test_the_cli_plays_and_checks_each_game_on_its_own_script(tmp_path: Path) -> None:
    args = ["--random-scripts", "3", "--players", "5-7", "--nights", "1-2", "--seed", "4",
            "--out", str(tmp_path), "--check", "--json"]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == data["checked"] == 3 and data["lost"] == 0
    cases = sorted(tmp_path.glob("random-s4-g*.yaml"))
    scripts = [yaml.safe_load(p.read_text(encoding="utf-8"))["script"] for p in cases]
    assert len(cases) == 3 and all(isinstance(s, list) and len(s) == 25 for s in scripts)
    assert len({tuple(s) for s in scripts}) == 3
    again = CliRunner().invoke(simulate, [*args[:-4], "--out", str(tmp_path / "b"), "--json"])
    assert again.exit_code == 0, again.output  # the same seed plays the same scripts
    assert [yaml.safe_load(p.read_text())["script"]
            for p in sorted((tmp_path / "b").glob("*.yaml"))] == scripts


def test_random_scripts_and_a_script_are_not_given_together() -> None:
    result = CliRunner().invoke(simulate, ["--random-scripts", "2", "--script", "snv"])
    assert result.exit_code != 0 and "--random-scripts" in result.output
