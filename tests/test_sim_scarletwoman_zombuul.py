"""Simulator Scarlet Woman beside a Zombuul: "If there are 5 or more players
alive & the Demon dies, you become the Demon"; Zombuul: "The 1st time you
die, you live but register as dead". The Zombuul's first death is only
apparent: the Demon has not died, so she stays a Minion (the solver's
reading, rules/characters/zombuul.py)."""

from __future__ import annotations

import random

from simulator.game import custom_script
from simulator.loop import Game

ROW = ["scarletwoman", "chef", "empath", "monk", "washerwoman", "soldier", "zombuul"]


def table(seed: int) -> Game:
    script = custom_script(("chef", "empath", "monk", "washerwoman", "soldier", "librarian",
                            "investigator", "saint", "scarletwoman", "zombuul"))
    g = Game(random.Random(seed), len(ROW), script, travellers=(), fabled=())
    for seat, c in zip(g.seats, ROW, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c in ("scarletwoman", "zombuul")
        seat.info, seat.marks, seat.gained = [], {}, []
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    g.phase = g.last = ("day", 1)
    return g


def test_the_zombuuls_apparent_death_does_not_make_her_the_demon() -> None:
    g = table(1)
    g.execute(6)
    assert g.seats[6].lives_on and not g.alive(6)
    assert g.seats[0].char == "scarletwoman"

