"""Ventriloquist (Loric): "If a player is mad as a fresh character during
their nomination, they might not die if executed today."

Madness is not played; now and then an executed player was convincingly mad
and the Storyteller lets them live (`executed: P, died: false`), decided
once per player and day.

Freedoms left out: none known (the solver reads any executee as possibly
mad).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SPARED = 0.25  # chance that an executed player is spared


def prevents_death(g: Game, holder: None, s: int, cause: str) -> bool:
    if cause != "execution" or g.phase[0] != "day":
        return False
    key = f"ventriloquist_d{g.day}_{s}"
    if key not in g.marks:
        g.marks[key] = st.chance(g, SPARED)
        if g.marks[key]:
            g.freedom("ventriloquist_spares")
    return g.marks[key]
