"""Simulator Lycanthrope: "Each night*, choose an alive player. If good, they
die & the Demon doesn't kill tonight." (the twin)."""

from __future__ import annotations

import random

from simulator.characters import lycanthrope
from simulator.game import custom_script
from simulator.loop import Game
from simulator.state import KILLS_NOBODY


def test_a_zombuul_living_on_kills_nobody_either() -> None:
    """The Zombuul that "died" once lives on registering as dead; it is still
    the Demon, so a good player the Lycanthrope kills stops its kill tonight
    (CI's random-script game s2027/32 let it kill)."""
    row = ["lycanthrope", "chef", "empath", "monk", "washerwoman", "poisoner", "zombuul"]
    script = custom_script(("lycanthrope", "chef", "empath", "monk", "washerwoman",
                            "librarian", "investigator", "saint", "poisoner", "zombuul"))
    stopped = 0
    for seed in range(30):
        g = Game(random.Random(seed), len(row), script, travellers=(), fabled=())
        for seat, c in zip(g.seats, row, strict=True):
            seat.char = seat.start = seat.believed = seat.claim = c
            seat.evil = c in ("poisoner", "zombuul")
            seat.info, seat.marks, seat.gained = [], {}, []
        g.marks, g.effects, g.log, g.events = {}, [], [], []
        g.seats[6].alive, g.seats[6].lives_on = False, True
        g.marks["fauxpaw"] = None
        g.phase = g.last = ("night", 2)
        lycanthrope.night(g, 0)
        killed = [e for e in g.log if e.get("cause") == "lycanthrope"]
        if killed:
            assert g.effects_on(6, KILLS_NOBODY)
            stopped += 1
    assert stopped
