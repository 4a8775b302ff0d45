"""The Pope's simulator twin: duplicates of a character whose only setup is
its own holder's choice, each holder with its own (a red herring, a
grandchild, a drunk player)."""

from __future__ import annotations

import random

from simulator.characters import fortuneteller
from simulator.characters.pope import plain
from simulator.loop import Game


def test_a_holder_s_own_setup_choice_does_not_stop_a_duplicate() -> None:
    assert plain("fortuneteller") and plain("grandmother") and plain("puzzlemaster")
    assert not plain("drunk") and not plain("baron")


def test_each_fortune_teller_has_its_own_red_herring() -> None:
    """"There is a good player that registers as a Demon to you": two Fortune
    Tellers, two red herrings; the game's (the truth written) is the first."""
    g = Game(random.Random("pope"), 5, "tb")
    for seat, c in zip(g.seats, ["fortuneteller", "fortuneteller", "chef", "imp", "empath"],
                       strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c == "imp"
        seat.marks = {}
    g.marks = {}
    picks = iter([2, 4])
    g.rng.choice = lambda xs: next(picks)  # type: ignore[method-assign]
    fortuneteller.setup_seat(g, 0)
    fortuneteller.setup_seat(g, 1)
    assert g.seats[0].marks["red_herring"] == 2
    assert g.seats[1].marks["red_herring"] == 4
    assert g.red_herring == 2
