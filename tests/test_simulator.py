"""The game simulator: legal setups, well-formed cases, and the solver keeping
every simulated game's true world (DESIGN.md, "Correctness", point 2)."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the simulator is not an installed package (yet)
    sys.path.insert(0, str(ROOT))

from botc.simulate import (  # noqa: E402
    check_case,
    load_written_case,
    play,
    run,
    simulate,
    write_game,
)
from simulator.game import load_script, order_of  # noqa: E402
from simulator.loop import Game  # noqa: E402
from simulator.write import case_dict  # noqa: E402

TB = load_script("tb")


def setups(players: int, count: int = 40) -> list[Game]:
    return [Game(random.Random(f"setup:{players}:{i}"), players, "tb") for i in range(count)]


@pytest.mark.parametrize("players", range(5, 16))
def test_setup_counts_hold(players: int) -> None:
    for g in setups(players):
        teams = Counter(TB.team[x.start] for x in g.seats)
        want = dict(TB.counts[players])
        if any(x.start == "baron" for x in g.seats):
            want["townsfolk"] -= 2
            want["outsider"] += 2
        assert dict(teams) == {k: v for k, v in want.items() if v}
        assert len({x.start for x in g.seats}) == players  # no duplicate tokens
        assert len({x.name for x in g.seats}) == players


def test_baron_adds_two_outsiders() -> None:
    barons = [g for p in (5, 8, 10, 13) for g in setups(p, 60)
              if any(x.start == "baron" for x in g.seats)]
    assert barons
    for g in barons:
        outsiders = sum(TB.team[x.start] == "outsider" for x in g.seats)
        assert outsiders == TB.counts[g.n]["outsider"] + 2


def test_drunk_token_is_a_townsfolk_not_in_play() -> None:
    drunks = [g for p in range(5, 16) for g in setups(p, 20) if g.drunk_token]
    assert drunks
    for g in drunks:
        in_play = {x.start for x in g.seats}
        assert TB.team[g.drunk_token] == "townsfolk"
        assert g.drunk_token not in in_play
        drunk = next(x for x in g.seats if x.start == "drunk")
        assert drunk.believed == drunk.claim == g.drunk_token


def test_red_herring_is_good_and_claims_follow_belief() -> None:
    for g in (g for p in range(5, 16) for g in setups(p, 10)):
        if "fortuneteller" in {x.start for x in g.seats}:
            assert g.red_herring is not None and not g.seats[g.red_herring].evil
        evil_claims = [x.claim for x in g.seats if x.evil]
        assert len(set(evil_claims)) == len(evil_claims)
        for x in g.seats:
            assert TB.team[x.claim] in ("townsfolk", "outsider")
            if not x.evil:
                assert x.claim == x.believed


def test_games_stop_while_still_going() -> None:
    for i in range(60):
        g, _ = play(7, i, (5, 15), (1, 4))
        alive = [x for x in g.seats if x.alive]
        assert any(TB.team[x.char] == "demon" for x in alive)
        assert len(alive) > 2
        last = order_of(*g.last_phase)
        assert all(x.death is None or order_of(*x.death) <= last for x in g.seats)


def test_written_cases_parse(tmp_path: Path) -> None:
    summary = run("tb", (5, 15), (1, 4), 15, 11, tmp_path, grimoire=True)
    assert summary.games == 15
    cases = sorted(tmp_path.glob("*.yaml"))
    assert len(cases) == 15 and len(list(tmp_path.glob("*.grimoire.json"))) == 15
    for path in cases:
        case = load_written_case(path)
        assert case.script_name == "tb"
        assert all(p.claim for p in case.players)


def test_case_expect_holds_the_true_world() -> None:
    g, _ = play(5, 0, (8, 8), (2, 2))
    case = case_dict(g)
    assert case["expect"] == {"contains": [x.start for x in g.seats]}
    assert [p["name"] for p in case["players"]] == [x.name for x in g.seats]
    assert "you" not in case and "hidden" not in case


def test_no_true_world_lost(tmp_path: Path) -> None:
    summary = run("tb", (5, 10), (1, 3), 20, 2024, tmp_path, check=True)
    lost = [c.path for c in summary.checked if not c.kept]
    assert len(summary.checked) == 20
    assert not lost, f"the solver lost the true world of {lost}"


def test_full_enumeration_contains_true_world(tmp_path: Path) -> None:
    for i in range(3):
        g, _ = play(99, i, (5, 6), (1, 1))
        path = write_game(g, tmp_path, f"g{i}", grimoire=False)
        checked = check_case(path, g.start_characters(), full=True)
        assert checked.kept and checked.worlds >= 1


def test_cli_writes_and_checks(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["--players", "5-7", "--nights", "1-2", "--games", "3", "--seed", "5",
            "--out", str(out), "--grimoire", "--check", "--json"]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    assert '"lost": 0' in result.output
    assert len(list(out.glob("*.yaml"))) == 3
    bad = CliRunner().invoke(simulate, ["--players", "4-9", "--out", str(out)])
    assert bad.exit_code != 0


def test_log_has_a_line_per_judged_game(tmp_path: Path) -> None:
    """`--log` appends each verdict as it is reached (a stopped run keeps them);
    without --check it is refused."""
    out, log = tmp_path / "out", tmp_path / "verdicts.jsonl"
    args = ["--players", "5-7", "--nights", "1-2", "--games", "3", "--seed", "5",
            "--out", str(out), "--check", "--json", "--log", str(log)]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert [x["verdict"] for x in lines] == ["kept"] * 3
    assert sorted(x["case"] for x in lines) == sorted(str(p) for p in out.glob("*.yaml"))
    assert all(x["in_play"] for x in lines)
    bad = CliRunner().invoke(simulate, ["--games", "1", "--out", str(out), "--log", str(log)])
    assert bad.exit_code == 2 and "--log" in bad.output


def test_a_slow_game_is_reported_with_its_case(tmp_path: Path) -> None:
    """A game the solver takes longer than `--time-limit` on is reported as slow,
    with its case, and is neither kept nor lost."""
    out = tmp_path / "out"
    args = ["--script", "bmr", "--players", "9", "--nights", "3", "--games", "1",
            "--seed", "5", "--out", str(out), "--check", "--json", "--time-limit", "0.01"]
    result = CliRunner().invoke(simulate, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["slow"] == 1 and data["lost"] == 0
    assert data["kept"] == 0, "a slow game is not judged: neither kept nor lost"
    assert data["slow_cases"] == [str(out / "bmr-s5-g0000.yaml")]


def test_coverage_counts_each_character_of_the_script(tmp_path: Path) -> None:
    """`--coverage`: for each character of the script, the share of games in
    which some seat held it."""
    args = ["--players", "7-9", "--nights", "1", "--games", "4", "--seed", "2",
            "--out", str(tmp_path), "--coverage", "--json", "--grimoire"]
    data = json.loads(CliRunner().invoke(simulate, args).output)
    script = json.loads((ROOT / "facts" / "data" / "scripts" / "tb.json").read_text())
    ids = [x["id"] if isinstance(x, dict) else x for x in script if x != "_meta"]
    assert set(data["coverage"]) == {c for c in ids if c != "_meta"}
    held = Counter()
    for path in tmp_path.glob("*.grimoire.json"):
        g = json.loads(path.read_text())
        held.update({s["start"] for s in g["players"]} | {s["end"] for s in g["players"]})
    assert data["coverage"] == {c: round(held[c] / 4, 3) for c in data["coverage"]}


def dead_executed(g: Game) -> bool:
    """Some execution in the grimoire log was of a player already dead."""
    dead: set[str] = set()
    for entry in g.log:
        if "executed" in entry and entry["executed"] in dead:
            return True
        if "died" in entry:
            dead.add(entry["died"])
    return False


def test_executing_a_dead_player_keeps_the_true_world(tmp_path: Path) -> None:
    """Dead players may be nominated and executed; they do not die again, so no
    Undertaker learns them and no Saint loses the game."""
    games = [g for g in (play(31, i, (5, 10), (2, 4))[0] for i in range(60)) if dead_executed(g)]
    assert games
    for i, g in enumerate(games[:2]):
        path = write_game(g, tmp_path, f"dead{i}", grimoire=False)
        assert check_case(path, g.start_characters()).kept


def test_chef_registers_the_recluse_per_pair() -> None:
    """"Whenever the Recluse's alignment is detected, the Storyteller chooses":
    the simulated Chef beside no evil pair but an Imp, a Recluse and a Poisoner
    in a row hears 0, 1 or 2, the Recluse registering afresh for each pair."""
    from simulator.characters import chef

    heard = set()
    for i in range(60):
        g = Game(random.Random(f"chef:{i}"), 5, "tb")
        row = ["chef", "soldier", "imp", "recluse", "poisoner"]
        for seat, c in zip(g.seats, row, strict=True):
            seat.char = seat.start = seat.believed = c
            seat.evil = c in ("imp", "poisoner")
            seat.info = []
        g.effects = []
        g.phase = ("night", 1)
        chef.night(g, 0)
        heard.add(g.seats[0].info[-1]["chef"])
    assert heard == {0, 1, 2}
