"""The Vortox in the simulator's core: "Townsfolk abilities yield false info"
for every Townsfolk, whatever its edition (simulator/storyteller.py `told`
decides; each information module gives a false answer of its form)."""

from __future__ import annotations

import inspect
import random

import pytest

from facts.catalog import team
from simulator import storyteller
from simulator.characters import (
    chambermaid,
    chef,
    empath,
    fortuneteller,
    investigator,
    librarian,
    module,
    nightwatchman,
    noble,
    ravenkeeper,
    undertaker,
    villageidiot,
    washerwoman,
)
from simulator.game import custom_script, load_script
from simulator.loop import Game
from simulator.state import DRUNK, Effect

TB = load_script("tb").chars
CHARS = tuple(c for c in TB if c != "imp") + ("vortox", "noble", "villageidiot", "chambermaid",
                                              "nightwatchman")
ROW = ["chef", "empath", "vortox", "poisoner", "washerwoman", "investigator", "fortuneteller",
       "undertaker", "ravenkeeper", "noble", "villageidiot", "librarian", "chambermaid"]
RUNS = 25


def rigged(seed: str, row: list[str] = ROW) -> Game:
    """A game on Trouble Brewing with the Vortox for the Imp, seats holding `row`."""
    sc = custom_script(CHARS)
    g = Game(random.Random(seed), len(row), sc)
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = sc.team[c] in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    g.phase = ("night", 1)
    return g


def reports(g: Game, s: int, char: str, act, runs: int = RUNS) -> list:
    g.seats[s].info = []
    for _ in range(runs):
        act(g, s)
    return [e[char] for e in g.seats[s].info]


def who(g: Game, name: str) -> str:
    return next(x.char for x in g.seats if x.name == name)


def no_vortox(g: Game) -> None:
    g.add_effect(Effect(DRUNK, 2, None, "test"))


def test_every_townsfolk_told_information_has_a_false_answer() -> None:
    """Every Townsfolk module that is told information through the Storyteller
    (`told`) can be told it falsely: under a working Vortox `told` asks the
    module for a false answer, and one without `false_info` is an error."""
    lacking = []
    for c in (*load_script("tb").chars, *CHARS, "balloonist", "shugenja", "cultleader",
              "grandmother", "oracle", "sage"):
        m = module(c)
        if team(c) == "townsfolk" and "told(" in inspect.getsource(m) \
                and not hasattr(m, "false_info"):
            lacking.append(c)
    assert lacking == []


def test_a_falsified_ability_without_a_false_answer_is_an_error(monkeypatch) -> None:
    g = rigged("vx-err")
    monkeypatch.setattr(storyteller, "hook", lambda c, name: None)
    with pytest.raises(ValueError, match="false_info"):
        storyteller.told(g, 0, "chef", lambda: 0)


def test_counts_are_false_under_a_working_vortox() -> None:
    """The Chef (one evil pair: Vortox and Poisoner), the Empath (one evil
    neighbour) and the Chambermaid are never told the truth; with the Vortox
    drunk they are."""
    g = rigged("vx-count")
    assert 1 not in reports(g, 0, "chef", chef.night)
    assert 1 not in reports(g, 1, "empath", empath.night)
    g.woke_tonight = {0, 1}
    woke = {g.seats[0].name, g.seats[1].name}
    for a, b, n in reports(g, 12, "chambermaid", chambermaid.night):
        assert n != (a in woke) + (b in woke)
    no_vortox(g)
    assert set(reports(g, 0, "chef", chef.night)) == {1}
    assert set(reports(g, 1, "empath", empath.night)) == {1}


def test_pair_information_is_false_under_a_working_vortox() -> None:
    """Washerwoman, Investigator, Librarian: neither player shown is the
    character shown (and "zero Outsiders" only while one is in play)."""
    g = rigged("vx-pair")
    for s, char, act in ((4, "washerwoman", washerwoman.night),
                         (5, "investigator", investigator.night),
                         (11, "librarian", librarian.night)):
        for answer in reports(g, s, char, act):
            assert answer != "none"  # no Outsider in play: zero is the truth
            a, b, shown = answer
            assert shown not in (who(g, a), who(g, b)), (char, answer)
    g.seats[7].char = g.seats[7].believed = "saint"
    assert "none" in reports(g, 11, "librarian", librarian.night, 60)


def test_yes_no_and_character_answers_are_false_under_a_working_vortox() -> None:
    """Fortune Teller (no red herring set: "yes" only with the Vortox among the
    two), Village Idiot, Noble (not exactly one evil), Undertaker and
    Ravenkeeper (not the character)."""
    g = rigged("vx-yes")
    for a, b, yes in reports(g, 6, "fortuneteller", fortuneteller.night):
        assert yes != ("vortox" in (who(g, a), who(g, b)))
    for p, alignment in reports(g, 10, "villageidiot", villageidiot.night):
        assert alignment == ("good" if who(g, p) in ("vortox", "poisoner") else "evil")
    for trio in reports(g, 9, "noble", noble.night):
        assert sum(who(g, p) in ("vortox", "poisoner") for p in trio) != 1
    g.phase = ("night", 2)
    g.executed[1] = 0
    assert "chef" not in reports(g, 7, "undertaker", undertaker.night)
    g.died_tonight = [8]
    for p, shown in reports(g, 8, "ravenkeeper", ravenkeeper.night):
        assert shown != who(g, p)


def test_the_nightwatchmans_chosen_player_is_shown_someone_else() -> None:
    """Nightwatchman: "they learn you are the Nightwatchman"; under a working
    Vortox that information is false."""
    g = rigged("vx-nw")
    g.seats[0].char = g.seats[0].believed = g.seats[0].claim = "nightwatchman"
    shown = []
    for _ in range(60):
        for x in g.seats:
            x.info = []
        g.seats[0].marks = {}
        nightwatchman.night(g, 0)
        shown += [e["nightwatchman"] for i, x in enumerate(g.seats) if i
                  for e in x.info if "nightwatchman" in e]
    assert shown and g.seats[0].name not in shown
