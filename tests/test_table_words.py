"""Words at the table for what has no seat or sits apart: the Fabled and Loric
in play (`fabled`, `loric`), a Traveller's chosen seat, `show` saying who is a
Traveller and when they joined, and `botc play` completing a player's name
where a player goes."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from botc.cli import main
from botc.play import GameCompleter
from caselang.case import Time
from caselang.parse import load_case

SEED = "Ann, Ben, Cat, Dan, Eve, Fay, Gus"


def botc(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def new_game(tmp_path: Path, script: str = "tb", players: str = "Ann, Ben, Cat, Dan, Eve"
             ) -> Path:
    game = tmp_path / "game.yaml"
    r = botc("new", game, "--script", script, "--players", players)
    assert r.exit_code == 0, r.output
    return game


def add(game: Path, *words: str, status: int = 0) -> Result:
    r = botc("add", game, *words, "--max-worlds", 1)
    assert r.exit_code == status, r.output
    return r


def test_fabled_and_loric_in_play_are_set_in_words(tmp_path: Path) -> None:
    """`fabled ID...` (or `loric`) lists exactly the Fabled and Loric in play (the
    spec's `fabled` key); `fabled none` takes the script's own out of play."""
    game = new_game(tmp_path, "seed000", SEED)
    assert "bootlegger" in load_case(str(game)).fabled  # the script's own, by default
    r = add(game, "fabled", "none")
    assert "no Fabled or Loric in play" in r.stdout
    assert load_case(str(game)).fabled == []
    assert "Bootlegger" not in botc("solve", game).stdout
    add(game, "loric", "bootlegger")
    assert load_case(str(game)).fabled == ["bootlegger"]
    add(game, "fabled", "djinn", "Bootlegger")
    assert load_case(str(game)).fabled == ["djinn", "bootlegger"]
    r = add(game, "fabled", "imp", status=2)
    assert "expected a Fabled or Loric" in r.stderr
    assert load_case(str(game)).fabled == ["djinn", "bootlegger"]


def test_a_travellers_seat_can_be_chosen(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    r = add(game, "traveller", "Zed", "thief", "good", "joined", "day", "2", "seat", "3")
    assert "Zed joins as the Traveller thief (in seat 3, joined day 2)" in r.stdout
    case = load_case(str(game))
    assert case.names == ["Ann", "Ben", "Zed", "Cat", "Dan", "Eve"]
    zed = case.players[2]
    assert (zed.traveller, zed.alignment, zed.joined) == ("thief", "good", Time("day", 2))
    add(game, "traveller", "Yan", "beggar")
    assert load_case(str(game)).names[-1] == "Yan"  # seated last by default
    for words in (["Xia", "judge", "seat", "9"], ["Ann", "judge", "seat", "2"]):
        before = game.read_bytes()
        r = add(game, "traveller", *words, status=2)
        assert "seat" in r.stderr and game.read_bytes() == before


def test_show_says_who_is_a_traveller_and_when_they_joined(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    add(game, "traveller", "Zed", "thief", "evil", "joined", "day", "2")
    add(game, "traveller", "Yan", "beggar")
    lines = botc("show", game).stdout.splitlines()
    assert "   6 Zed  Traveller thief, evil, joined day 2" in lines
    assert "   7 Yan  Traveller beggar, from the start" in lines
    day2 = lines.index("Day 2")
    assert lines[day2 + 1] == "  Zed joins, the Traveller thief"


@pytest.mark.parametrize(("text", "offered", "not_offered"), [
    ("claim ", ["Ann", "Dan", "Eve"], ["claim", "day", "demon_attacks_dead", "chef"]),
    ("claim D", ["Dan"], ["day", "demon_attacks_dead", "drunk"]),
    ("info D", ["Dan"], ["day", "demon_attacks_dead"]),
    ("died E", ["Eve"], ["executed", "empath"]),
    ("slayer D", ["Dan"], ["day", "drunk"]),
    ("nominated Ann by D", ["Dan"], ["day", "drunk"]),
    ("claim Dan d", ["drunk"], ["Dan", "day"]),
    ("info Dan n", ["night"], ["Dan"]),
    ("info Dan night 1 e", ["empath"], ["Eve"]),
    ("voted day 1 A", ["Ann"], ["artist"]),
    ("traveller Zed ", ["thief", "beggar"], ["chef", "Ann"]),
    ("traveller Zed thief ", ["good", "joined", "seat"], ["Ann"]),
    ("fabled ", ["djinn", "bootlegger", "none"], ["Ann", "chef"]),
])
def test_play_completes_a_players_name_at_a_players_slot(
        tmp_path: Path, text: str, offered: list[str], not_offered: list[str]) -> None:
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    game = new_game(tmp_path)
    got = [x.text for x in GameCompleter(str(game)).get_completions(Document(text),
                                                                  CompleteEvent())]
    assert all(x in got for x in offered), got
    assert not any(x in got for x in not_offered), got
