"""The Hindu's simulator twin (simulator/characters/hindu.py) and the loop's
reincarnation (`Game.reincarnate`): "The first 4 players to die are
immediately reincarnated as Travellers of the same alignment."."""

from __future__ import annotations

import random
from pathlib import Path

from botc.simulate import check_case, play, write_game
from facts.catalog import team
from simulator.loop import Game


def hindu_game(seed: str, players: int = 9) -> Game:
    return Game(random.Random(seed), players, "tb", travellers=(), fabled=("hindu",))


def test_the_first_four_to_die_come_back_and_the_fifth_does_not() -> None:
    g = hindu_game("hindu-kills")
    g.phase = ("day", 1)
    order = [s for s in range(g.n) if team(g.seats[s].char) != "demon"][:5]
    evil = {s: g.seats[s].evil for s in order}
    for s in order:
        g.event(died=g.name(s))
        g.kill(s, "execution")
    for s in order[:4]:
        x = g.seats[s]
        assert x.alive and x.reborn == ("day", 1) and x.evil == evil[s]
        assert team(x.char) == "traveller" and x.believed == x.char
    assert not g.seats[order[4]].alive and g.seats[order[4]].reborn is None
    back = [e for e in g.events if "reincarnated" in e]
    assert [e["reincarnated"] for e in back] == [g.name(s) for s in order[:4]]
    assert len({e["as"] for e in back}) == 4  # one token of each Traveller
    assert len(g.alive_seats(travellers=False)) == g.n - 5  # they count as Travellers


def test_a_reincarnation_is_written_after_its_death() -> None:
    """A module that writes a death after killing (the Boomdandy's blast) still
    gets the reincarnation written after it."""
    g = hindu_game("hindu-order")
    g.phase = ("day", 1)
    g.kill(2, "boomdandy")
    assert not any("reincarnated" in e for e in g.events)
    g.event(died=g.name(2), by="boomdandy")
    assert g.events[-2:] == [{"day": 1, "died": g.name(2), "by": "boomdandy"},
                             {"day": 1, "reincarnated": g.name(2), "as": g.seats[2].char}]


def test_one_who_came_back_and_dies_again_stays_dead() -> None:
    g = hindu_game("hindu-again")
    g.phase = ("day", 1)
    g.event(died=g.name(0))
    g.kill(0, "execution")
    assert g.alive(0)
    g.event(exiled=g.name(0))
    g.kill(0, "exile")
    assert not g.alive(0)
    assert sum("reincarnated" in e for e in g.events) == 1


def test_an_evil_player_comes_back_evil() -> None:
    g = hindu_game("hindu-evil")
    g.phase = ("day", 1)
    minion = next(s for s in range(g.n) if team(g.seats[s].char) == "minion")
    g.kill(minion, "execution")
    assert g.seats[minion].alive and g.seats[minion].evil


def test_played_games_reincarnate_the_first_four_deaths() -> None:
    """In many played games, the reincarnated players are exactly the first
    (up to) four players from the bag to die, each once, written after the
    death."""
    for index in range(12):
        g, _ = play(7, index, (7, 12), (3, 4), "tb", fabled=("hindu",))
        seated = {x.name for x in g.seats if x.traveller}
        died = list(dict.fromkeys(e["died"] for e in g.log if "cause" in e
                                  and isinstance(e.get("died"), str) and e["died"] not in seated))
        back = [e["reincarnated"] for e in g.events if "reincarnated" in e]
        assert back == died[:4]
        for e in (e for e in g.events if "reincarnated" in e):
            k = g.events.index(e)
            kind = "day" if "day" in e else "night"
            assert any(d.get(kind) == e[kind] and e["reincarnated"] in (
                d.get("died"), d.get("executed"), d.get("exiled"), d.get("target"))
                for d in g.events[:k])


def test_the_solver_keeps_the_true_world(tmp_path: Path) -> None:
    kept = 0
    for index in range(3):
        g, _ = play(11, index, (7, 9), (2, 3), "tb", fabled=("hindu",))
        path = write_game(g, tmp_path, f"hindu-{index}", grimoire=False)
        assert "hindu" in path.read_text()
        assert check_case(path, g.start_characters()).kept
        kept += any("reincarnated" in e for e in g.events)
    assert kept


def test_simulate_puts_a_loric_in_every_game(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from botc.cli import main

    run = CliRunner().invoke(main, ["simulate", "--games", "2", "--players", "7", "--nights",
                                    "2", "--fabled", "Hindu", "--out", str(tmp_path), "--json"])
    assert run.exit_code == 0, run.output
    cases = sorted(tmp_path.glob("*.yaml"))
    assert len(cases) == 2 and all("fabled: [hindu]" in p.read_text() for p in cases)
    bad = CliRunner().invoke(main, ["simulate", "--games", "1", "--fabled", "imp"])
    assert bad.exit_code == 2 and "expected a Fabled or Loric" in bad.output
