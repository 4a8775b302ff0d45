"""`botc simulate --random-scripts N`: each game on a fresh random script of
13 Townsfolk, 4 Outsiders, 4 Minions and 4 Demons drawn from every character
the simulator plays, written as its list of ids and checked like any other."""

from __future__ import annotations

import json
import random
from pathlib import Path

import yaml
from click.testing import CliRunner

from botc.simulate import check_case, simulate, write_game
from facts.catalog import team
from simulator.characters import module
from simulator.game import (
    RANDOM_SCRIPT,
    new_game,
    playing_extras,
    random_script,
    simulated_characters,
)


def test_a_random_script_has_its_counts_from_the_simulated_characters() -> None:
    pool = simulated_characters()
    assert all(module(c) is not None and team(c) == t for t, cs in pool.items() for c in cs)
    scripts = [random_script(random.Random(i)) for i in range(20)]
    for sc in scripts:
        assert {t: len(sc.of(t)) for t in RANDOM_SCRIPT} == RANDOM_SCRIPT
        assert not sc.builtin and len(set(sc.bag())) == sum(RANDOM_SCRIPT.values())
        extra = [c for c in sc.chars if c not in sc.bag()]
        assert len(set(sc.chars)) == len(sc.chars)
        assert all(c in playing_extras()[team(c)] for c in extra)
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
    assert len(cases) == 3 and all(isinstance(s, list) and len(s) >= 25 for s in scripts)
    assert all(sum(team(c) in RANDOM_SCRIPT for c in s) == 25 for s in scripts)
    assert len({tuple(s) for s in scripts}) == 3
    again = CliRunner().invoke(simulate, [*args[:-4], "--out", str(tmp_path / "b"), "--json"])
    assert again.exit_code == 0, again.output  # the same seed plays the same scripts
    assert [yaml.safe_load(p.read_text())["script"]
            for p in sorted((tmp_path / "b").glob("*.yaml"))] == scripts


def test_random_scripts_and_a_script_are_not_given_together() -> None:
    result = CliRunner().invoke(simulate, ["--random-scripts", "2", "--script", "snv"])
    assert result.exit_code != 0 and "--random-scripts" in result.output


def test_random_scripts_bring_travellers_and_fabled_that_change_play(tmp_path: Path) -> None:
    """Issue 28: random scripts have "Travellers and Fabled where they change play":
    some scripts add Travellers (the game seats some) and Fabled with a hook (in
    play); a Fabled that changes no world (the Buddhist) is never drawn."""
    extras = playing_extras()
    assert "doomsayer" in extras["fabled"] and "buddhist" not in extras["fabled"]
    assert {"gangster", "bureaucrat", "judge"} <= set(extras["traveller"])
    assert "pope" in extras["loric"]  # a Loric that changes play may come too
    scripts = [random_script(random.Random(f"extras:{i}")) for i in range(40)]
    assert any(sc.of("traveller") for sc in scripts) and any(sc.of("fabled") for sc in scripts)
    played = {"traveller": 0, "fabled": 0}
    for i, sc in enumerate(scripts):
        if not (sc.of("traveller") and sc.of("fabled")):
            continue
        rng = random.Random(f"extras-game:{i}")
        g, _ = new_game(rng, 7, 2, True, sc)
        in_play = [*sc.of("fabled"), *sc.of("loric")]
        assert g.fabled == in_play
        played["traveller"] += any(x.traveller for x in g.seats)
        played["fabled"] += 1
        path = write_game(g, tmp_path, f"extras-{i}", False)
        assert yaml.safe_load(path.read_text())["fabled"] == in_play
        assert check_case(path, g.start_characters()).kept, path.read_text()
        if min(played.values()) >= 2:
            break
    assert min(played.values()) >= 2
