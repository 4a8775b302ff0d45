"""Deviant (Traveller): "If you were funny today, you cannot die by exile."
(Seed 002 prints it in Korean: "If you brought laughter today".)

Whether they were funny is the Storyteller's judgement, drawn at random: a
sober, healthy Deviant who was funny survives an exile (`{day: N, exiled: P,
died: false}`); otherwise the exile kills them as anyone.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

FUNNY = 0.5


def cannot_die(g: Game, s: int, cause: str) -> bool:
    if cause == "exile" and g.works(s, "deviant") and st.chance(g, FUNNY):
        g.freedom("deviant_survives_exile")
        return True
    return False
