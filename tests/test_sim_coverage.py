"""`botc simulate --coverage`: how often each Storyteller freedom was taken
over a run (issue 12), counted by `Game.freedom` against the registry in
`simulator.freedoms`."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from botc.simulate import Summary, simulate  # noqa: E402
from facts.catalog import catalog  # noqa: E402
from simulator import storyteller as st  # noqa: E402
from simulator.freedoms import ANY, FREEDOMS, relevant  # noqa: E402
from simulator.game import load_script  # noqa: E402
from simulator.loop import Game  # noqa: E402
from simulator.state import DRUNK, Effect  # noqa: E402


def coverage(script: str, games: int, tmp_path: Path) -> dict[str, Any]:
    args = ["--script", script, "--games", str(games), "--seed", "2026", "--players", "5-15",
            "--nights", "1-4", "--out", str(tmp_path), "--coverage", "--json"]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_a_tb_run_takes_tb_freedoms_and_reports_them_as_json(tmp_path: Path) -> None:
    """Over 60 Trouble Brewing games the Recluse and the Spy misregister, drunk
    and poisoned players are told false things; each freedom is reported as
    games (in which it was taken), share of games and times."""
    data = coverage("tb", 60, tmp_path)
    freedoms = data["freedoms"]
    for name in ("misregistration", "recluse_registers_evil", "spy_registers_good",
                 "false_info", "drunk_false_info", "poisoned_false_info"):
        assert freedoms[name]["games"] > 0, name
    for name, v in freedoms.items():
        assert set(v) == {"games", "share", "times"}, name
        assert v["times"] >= v["games"] and v["share"] == round(v["games"] / 60, 3), name
    assert list(freedoms) == relevant(load_script("tb").chars)


def test_a_freedom_whose_character_is_off_the_script_is_not_listed(tmp_path: Path) -> None:
    """Trouble Brewing has no Vortox, Philosopher or Pit-Hag: their freedoms
    are not listed; the Mayor's is, taken or not, and every freedom any
    script allows."""
    freedoms = coverage("tb", 3, tmp_path)["freedoms"]
    for name in ("vortox_false_info", "philosopher_choice", "pithag_makes_demon",
                 "believer_false_info"):
        assert name not in freedoms
    assert "mayor_bounce" in freedoms and "self_nomination" in freedoms


def test_a_snv_run_takes_the_vortox_and_philosopher_freedoms(tmp_path: Path) -> None:
    """Sects & Violets: the Vortox makes information false, the Philosopher
    chooses, the Pit-Hag makes characters, madness is broken."""
    freedoms = coverage("snv", 40, tmp_path)["freedoms"]
    for name in ("vortox_false_info", "philosopher_choice", "pithag_makes_townsfolk",
                 "madness_broken"):
        assert freedoms[name]["games"] > 0, name
    assert "mayor_bounce" not in freedoms


def test_a_freedom_never_taken_is_listed_with_zero() -> None:
    summary = Summary(games=5)
    freedoms = summary.freedoms(list(load_script("tb").chars))
    assert freedoms["mayor_bounce"] == {"games": 0, "share": 0.0, "times": 0}


def recluse_game() -> tuple[Game, int]:
    g = Game(random.Random("coverage"), 7, "tb")
    seat = g.seats[0]
    seat.start = seat.char = seat.believed = "recluse"
    seat.evil = False
    g.effects = []
    g.freedoms.clear()
    return g, 0


def test_each_misregistration_is_counted_once() -> None:
    """Every detection of a sober Recluse as evil is one `recluse_registers_evil`
    (and one `misregistration`); a detection as good counts nothing."""
    g, s = recluse_game()
    shown = [st.register_evil(g, s) for _ in range(200)]
    assert 0 < sum(shown) < 200
    assert g.freedoms["recluse_registers_evil"] == sum(shown)
    assert g.freedoms["misregistration"] == sum(shown)
    assert g.freedoms["spy_registers_good"] == 0


def test_made_up_information_is_counted_as_drunk_false_info() -> None:
    """A drunk Empath is told the truth sometimes, otherwise something made up:
    each made-up answer is one `false_info` and one `drunk_false_info`."""
    g, _ = recluse_game()
    s = 1
    g.seats[s].start = g.seats[s].char = g.seats[s].believed = "empath"
    g.effects.append(Effect(DRUNK, s, None, "test"))
    answers = [st.told(g, s, "empath", lambda: 1) for _ in range(100)]
    made_up = sum(a != 1 for a in answers)  # the Empath's false answers are never the truth
    assert 0 < made_up < 100
    assert g.freedoms["false_info"] == g.freedoms["drunk_false_info"] == made_up
    assert g.freedoms["poisoned_false_info"] == 0


def test_an_unknown_freedom_name_is_refused() -> None:
    g, _ = recluse_game()
    with pytest.raises(KeyError):
        g.freedom("no_such_freedom")


def test_every_freedom_named_in_the_simulator_is_registered() -> None:
    """Each literal `g.freedom("...")` of the simulator is in the registry, and
    every character a freedom names as enabling it exists."""
    names = set()
    for path in (ROOT / "simulator").rglob("*.py"):
        names |= set(re.findall(r'freedom\("([a-z_]+)"\)', path.read_text(encoding="utf-8")))
    assert names and names <= set(FREEDOMS)
    known = set(catalog())
    for name, f in FREEDOMS.items():
        assert f.enabled_by == ANY or set(f.enabled_by) <= known, name


def test_characters_in_play_without_a_seat_count_as_in_play(tmp_path: Path) -> None:
    """Seed 000's Fabled and Loric are in play in every game, though no seat
    holds them; Lil' Monsta, drawn into a game, is in play without a seat."""
    data = coverage("seed000", 30, tmp_path)
    for c in ("djinn", "hellslibrarian", "gardener", "bootlegger"):
        assert data["coverage"][c] == 1.0, c
    assert data["coverage"]["lilmonsta"] > 0


def test_the_per_character_table_counts_games_in_play_and_kept(tmp_path: Path) -> None:
    """`--coverage --check`: per character, the games it was in play in and, of
    those, how many kept the true world and how many lost it; every script
    character is listed. Without --check the kept and lost columns are null."""
    args = ["--script", "tb", "--games", "4", "--seed", "11", "--players", "5-7",
            "--nights", "1-2", "--out", str(tmp_path / "a"), "--coverage", "--json", "--check"]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    table = data["characters"]
    assert list(table)[:len(load_script("tb").chars)] == list(load_script("tb").chars)
    assert all(set(v) == {"games", "kept", "lost"} for v in table.values())
    assert all(v["kept"] + v["lost"] == v["games"] <= 4 for v in table.values())
    assert sum(v["games"] for v in table.values()) >= 4 * 5  # at least five seats a game
    assert table["imp"]["games"] == 4 and table["imp"]["kept"] == data["kept"] == 4
    for c, share in data["coverage"].items():
        assert table[c]["games"] == round(share * 4)
    text = CliRunner().invoke(simulate, [a for a in args if a != "--json"]
                              + ["--out", str(tmp_path / "b")])
    assert text.exit_code == 0, text.output
    header = next(line for line in text.output.splitlines() if line.startswith("character"))
    assert header.split() == ["character", "games", "kept", "lost"]
    assert re.search(r"^imp +4 +4 +0$", text.output, re.M)
    plain = CliRunner().invoke(simulate, [a for a in args if a != "--check"]
                               + ["--out", str(tmp_path / "c")])
    assert all(v["kept"] is None and v["lost"] is None
               for v in json.loads(plain.output)["characters"].values())
