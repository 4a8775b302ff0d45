"""Simulator twins of the last supported characters that had none (the Boffin,
the Riot, the Doomsayer): each behaviour from its ability text, and a few
seeded games with each in play that the solver keeps."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from botc.simulate import check_case, write_game
from simulator.characters import boffin, doomsayer, riot
from simulator.game import custom_script, load_script, new_game
from simulator.loop import Game
from simulator.state import DRUNK, KEPT_ASLEEP, POISONED, Effect

TB = load_script("tb").chars
CHARS = (*TB, "boffin", "riot")


def rigged(seed: str, row: list[str], fabled: tuple[str, ...] = ()) -> Game:
    sc = custom_script(CHARS)
    g = Game(random.Random(seed), len(row), sc, travellers=(), fabled=fabled)
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = sc.team[c] in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    g.phase = ("night", 1)
    return g


BOFFIN_ROW = ["boffin", "imp", "chef", "empath", "monk", "recluse"]


def test_the_boffins_demon_has_a_not_in_play_good_ability_even_if_droisoned() -> None:
    """Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good
    character's ability." The pick is good, on the script, not held, never the
    Drunk; a poisoned Demon's gained ability still works, a poisoned or dead
    Boffin gives nothing."""
    picks = set()
    for i in range(30):
        g = rigged(f"bof:{i}", BOFFIN_ROW)
        boffin.setup_seat(g, 0)
        pick = g.marks["boffin"]
        picks.add(pick)
        assert pick in g.script.good() and pick not in BOFFIN_ROW and pick != "drunk"
        assert g.seats[1].gained == [pick] and g.works(1, pick)
        assert not any(pick in x.gained for x in g.seats[2:])
    assert len(picks) >= 4
    g.add_effect(Effect(POISONED, 1, None, "test"))
    assert g.droisoned(1) and g.works(1, pick) and not g.works(1, "imp")
    g.effects = []
    g.add_effect(Effect(DRUNK, 0, None, "test"))
    assert not g.works(1, pick)
    g.before_step("dawn")
    assert pick not in g.seats[1].gained
    g.effects = []
    g.before_step("dawn")
    assert pick in g.seats[1].gained
    g.kill(0, "execution")
    assert pick not in g.seats[1].gained


def test_the_boffins_ability_goes_to_a_new_demon() -> None:
    """"The Demon ... has": whoever is the Demon now (a Scarlet Woman made the Imp)."""
    g = rigged("bof-pass", ["boffin", "imp", "chef", "empath", "monk", "scarletwoman"])
    boffin.setup_seat(g, 0)
    pick = g.marks["boffin"]
    g.phase = ("night", 2)
    g.kill(1, "demon")  # the Scarlet Woman becomes the Imp
    g.before_step("dawn")
    assert g.seats[5].char == "imp" and pick in g.seats[5].gained
    g.before_step("dawn")
    assert g.seats[5].gained == [pick]  # given once


def test_the_riot_makes_every_minion_riot_on_night_3_and_ends_day_3() -> None:
    """Riot: "On day 3, Minions become Riot ... This must happen." Dead Minions
    too; not while the Riot is poisoned or chosen by the Exorcist; never on
    another night. A Riot alive at the end of day 3: evil wins."""
    row = ["riot", "poisoner", "spy", "chef", "empath", "monk", "soldier"]
    g = rigged("riot", row)
    g.kill(2, "execution")
    g.phase = ("night", 2)
    riot.night(g, 0)
    assert [x.char for x in g.seats] == row
    g.phase = ("night", 3)
    riot.night(g, 0)
    assert [x.char for x in g.seats][:3] == ["riot"] * 3 and g.seats[1].evil
    assert [x.char for x in g.seats][3:] == row[3:] and not riot.wakes(g, 0)
    for effect in (Effect(POISONED, 0, 1, "test"), Effect(KEPT_ASLEEP, 0, None, "exorcist")):
        g = rigged("riot-off", row)
        g.phase = ("night", 3)
        g.add_effect(effect)
        riot.night(g, 0)
        assert [x.char for x in g.seats] == row
    g.phase = ("day", 2)
    riot.at_dusk(g, 0)
    assert not g.ended
    g.phase = ("day", 3)
    riot.at_dusk(g, 0)
    assert g.ended and "Riot" in g.ended


def test_a_recluse_may_become_riot_and_stays_good() -> None:
    row = ["riot", "poisoner", "recluse", "chef", "empath", "monk"]
    became = set()
    for i in range(20):
        g = rigged(f"riot-recluse:{i}", row)
        g.phase = ("night", 3)
        riot.night(g, 0)
        became.add(g.seats[2].char)
        assert not g.seats[2].evil
    assert became == {"riot", "recluse"}


def test_the_doomsayer_kills_a_player_of_the_callers_alignment_once_per_caller(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Doomsayer: "If 4 or more players live, each living player may publicly
    choose (once per game) that a player of their own alignment dies." """
    monkeypatch.setattr(doomsayer, "CALL", 1.0)
    row = ["imp", "poisoner", "chef", "empath", "monk", "soldier"]
    for i in range(20):
        g = rigged(f"doom:{i}", row, fabled=("doomsayer",))
        g.phase = ("day", 1)
        doomsayer.day(g, None)
        e = g.events[-1]
        q = next(j for j, x in enumerate(g.seats) if x.name == e["doomsayer"])
        p = next(j for j, x in enumerate(g.seats) if x.name == e["died"])
        assert g.seats[q].evil == g.seats[p].evil and not g.alive(p)
    g = rigged("doom-few", row, fabled=("doomsayer",))
    g.phase = ("day", 2)
    for s in (2, 3, 4):
        g.kill(s, "execution")
    for _ in range(5):
        doomsayer.day(g, None)
    assert [e["died"] for e in g.events] == [False, False, False]  # three alive: nobody dies
    assert len({e["doomsayer"] for e in g.events}) == 3  # each caller once


@pytest.mark.parametrize("extra", ["boffin", "riot", "doomsayer"])
def test_seeded_games_with_each_twin_are_kept_by_the_solver(extra: str, tmp_path: Path) -> None:
    """A few seeded games on Trouble Brewing plus the character (the Doomsayer
    as the game's Fabled), each with it in play: the true world is kept."""
    fabled = ("doomsayer",) if extra == "doomsayer" else ()
    sc = custom_script((*TB, *(() if fabled else (extra,))), f"tb-{extra}")
    played = 0
    for i in range(40):
        rng = random.Random(f"late-twin:{extra}:{i}")
        g, _ = new_game(rng, rng.randint(6, 10), 3, True, sc, fabled=fabled)
        if extra not in {x.start for x in g.seats} | set(g.fabled):
            continue
        path = write_game(g, tmp_path, f"{extra}-{i}", False)
        checked = check_case(path, g.start_characters())
        assert checked.kept, (path.read_text(), checked.error)
        played += 1
        if played == 3:
            break
    assert played == 3
