"""Storyteller freedoms the simulator once left out, now taken now and then:
each seeded game that takes one is written and kept by the solver's check."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from botc.simulate import check_case, write_game
from simulator.characters import fanggu, hermit, mayor, po, pukka
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



# No Monk or Soldier: a player the new Pukka would kill is not protected.
HEIRS = ("chef", "empath", "investigator", "librarian", "washerwoman", "fortuneteller",
         "undertaker", "butler", "saint", "recluse", "poisoner", "spy", "scarletwoman", "pithag")


def first_heir(demon: str, key: str, tries: int) -> Game:
    """The first seeded game where a new `demon` takes on (`key`: "takes_on")
    or does not take on ("does_not_take_on") what the one before it left, and
    that shows: the new one's next choice is of living players only, all of
    whom die that night (the Po's), or a player left poisoned lives to the
    end (the Pukka's, not taken on)."""
    script = custom_script((*HEIRS, demon), f"heirs-{demon}")
    for i in range(tries):
        rng = random.Random(f"{demon}-{key}:{i}")
        g, _ = new_game(rng, rng.randint(7, 10), 3, True, script)
        if any(e.get(demon) and key in e and shows(g, demon, e) for e in g.log):
            return g
    raise AssertionError(f"no new {demon} {key} in {tries} seeds")


def shows(g: Game, demon: str, entry: dict) -> bool:
    if demon == "pukka":
        left = entry.get("does_not_take_on", [])
        return not left or any(x.alive for x in g.seats if x.name in left)
    night = entry["night"]
    picks = next((e["chooses"] for e in g.log[g.log.index(entry):]
                  if e.get("po") == entry["po"] and "chooses" in e), "no-one")
    died = {e["died"] for e in g.log if e.get("night") == night and "died" in e}
    return picks != "no-one" and set(picks) <= died


@pytest.mark.parametrize("key", ["takes_on", "does_not_take_on"])
def test_a_new_po_takes_on_the_last_choice_or_not(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path, key: str) -> None:
    """Scarlet Woman: "they are that Demon in every way"; Po: "If your last
    choice was no-one, choose 3 players tonight". Whether a new Po takes on
    the last choice of the Po before it the texts do not say: a game where it
    does and one where it does not are both kept."""
    monkeypatch.setattr(po, "NO_ONE", 0.5)
    monkeypatch.setattr(po, "TAKE_ON", 1.0 if key == "takes_on" else 0.0)
    kept(first_heir("po", key, 400), tmp_path, f"po-{key}")


@pytest.mark.parametrize("key", ["takes_on", "does_not_take_on"])
def test_a_new_pukka_takes_on_the_poisoned_player_or_not(monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path, key: str) -> None:
    """Scarlet Woman: "they are that Demon in every way"; Pukka: "The
    previously poisoned player dies then becomes healthy". Whether a new Pukka
    takes on the player the Pukka before it poisoned the texts do not say: a
    game where it does (that player stays poisoned and dies) and one where it
    does not are both kept."""
    monkeypatch.setattr(pukka, "TAKE_ON", 1.0 if key == "takes_on" else 0.0)
    kept(first_heir("pukka", key, 400), tmp_path, f"pukka-{key}")
