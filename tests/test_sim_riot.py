"""Simulator Riot: "On day 3, Minions become Riot ..." (the twin)."""

from __future__ import annotations

import random

from simulator.characters import riot
from simulator.game import custom_script
from simulator.loop import Game


def test_the_riot_judges_every_minion_at_one_moment() -> None:
    """"Minions become Riot": one change for all. A Philosopher who gained the
    Recluse's ability may register as a Minion and become Riot, but the real
    Recluse, drunk by the Philosopher's choice, registers as itself at that
    moment, even when the Philosopher has already been made Riot (random
    Leviathan/Riot games riotall-s14-g0003 and s15-g0027 made both Riot)."""
    row = ["philosopher", "recluse", "chef", "poisoner", "riot", "empath", "monk"]
    script = custom_script(("philosopher", "chef", "empath", "monk", "washerwoman",
                            "librarian", "investigator", "recluse", "saint", "poisoner",
                            "riot"))
    philosopher_rioted = 0
    for seed in range(40):
        g = Game(random.Random(seed), len(row), script, travellers=(), fabled=())
        for seat, c in zip(g.seats, row, strict=True):
            seat.char = seat.start = seat.believed = seat.claim = c
            seat.evil = c in ("poisoner", "riot")
            seat.info, seat.marks, seat.gained = [], {}, []
        g.marks, g.effects, g.log, g.events = {}, [], [], []
        g.seats[0].gained.append("recluse")
        g.seats[0].marks["philosopher_gain"] = "recluse"
        g.phase = g.last = ("night", 3)
        assert not g.works(1, "recluse")
        riot.night(g, 4)
        assert g.seats[1].char == "recluse"
        assert g.seats[3].char == "riot"
        philosopher_rioted += g.seats[0].char == "riot"
    assert philosopher_rioted
