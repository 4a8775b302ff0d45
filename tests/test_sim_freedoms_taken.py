"""Storyteller freedoms the simulator once left out, now taken now and then:
each seeded game that takes one is written and kept by the solver's check."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from botc.simulate import check_case, write_game
from simulator.characters import fanggu, hermit, mayor
from simulator.game import Script, custom_script, new_game
from simulator.loop import Game

FANGGU_MAYOR = custom_script((
    "chef", "empath", "mayor", "monk", "soldier", "investigator", "librarian", "washerwoman",
    "butler", "recluse", "saint", "drunk", "poisoner", "spy", "baron", "scarletwoman", "fanggu"),
    "fanggu-mayor")


def first_taking(freedom: str, script: Script, label: str, tries: int,
                 wanted: Callable[[Game], bool] = lambda g: True) -> Game:
    """The first seeded game on `script` that takes `freedom`."""
    for i in range(tries):
        rng = random.Random(f"{label}:{i}")
        g, _ = new_game(rng, rng.randint(7, 10), 3, True, script)
        if g.freedoms[freedom] and wanted(g):
            return g
    raise AssertionError(f"no game took {freedom} in {tries} seeds")


def kept(g: Game, tmp_path: Path, stem: str) -> None:
    path = write_game(g, tmp_path, stem, False)
    checked = check_case(path, g.start_characters())
    assert checked.kept, (path.read_text(), checked.error)


def test_an_outsider_dying_in_the_mayors_place_may_be_the_fang_gus_jump(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Fang Gu: "The 1st Outsider this kills becomes an evil Fang Gu & you die
    instead"; Mayor: "If you die at night, another player might die instead".
    An Outsider bounced to may be the first Outsider the Fang Gu kills: it
    becomes the Fang Gu, which dies; the game is kept."""
    monkeypatch.setattr(mayor, "BOUNCE", 1.0)
    monkeypatch.setattr(fanggu, "BOUNCE_JUMP", 1.0)
    g = first_taking("fanggu_bounce_jump", FANGGU_MAYOR, "fg-bounce", 80)
    jumped = [x for x in g.seats if x.start != "fanggu" and any(
        c.get("is") == "fanggu" for c in x.changes)]
    assert len(jumped) == 1 and jumped[0].evil
    assert any(e.get("mayor_bounce") == jumped[0].name for e in g.log)
    kept(g, tmp_path, "fanggu-bounce")


HERMIT_BARBER = custom_script((
    "chef", "empath", "mayor", "monk", "soldier", "investigator", "librarian", "washerwoman",
    "fortuneteller", "undertaker", "hermit", "barber", "saint", "drunk", "poisoner", "spy",
    "baron", "scarletwoman", "imp"), "hermit-barber")


def test_a_player_made_the_hermit_mid_game_may_believe_a_townsfolk(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Seed 002: "A Hermit with the Drunk ability does not know that they are the
    Hermit". A player the Barber's Demon swaps into the Hermit holds the Drunk's
    ability and may be shown a Townsfolk instead; the change they list is that
    Townsfolk, and the game is kept."""
    monkeypatch.setattr(hermit, "SHOWN_TOWNSFOLK", 1.0)
    g = first_taking("hermit_made_drunk", HERMIT_BARBER, "hermit-late", 120)
    made = [x for x in g.seats if x.start != "hermit" and x.char == "hermit"]
    assert made and "drunk" in made[0].gained
    assert made[0].believed in HERMIT_BARBER.of("townsfolk")
    assert made[0].changes[-1]["is"] == made[0].believed
    kept(g, tmp_path, "hermit-late")


def test_a_player_who_believed_another_character_learns_the_new_one() -> None:
    """A Drunk (shown a Townsfolk) made another character learns it: what they
    believe and the change they list is the new character."""
    g = Game(random.Random("learns"), 8, HERMIT_BARBER)
    drunk = next((i for i, x in enumerate(g.seats) if x.believed != x.char), None)
    if drunk is None:
        g.seats[0].believed = "chef" if g.seats[0].char != "chef" else "empath"
        drunk = 0
    g.phase = ("night", 2)
    g.become(drunk, "saint")
    assert g.seats[drunk].believed == "saint"
    assert g.seats[drunk].changes[-1] == {"night": 2, "is": "saint"}
