"""Pacifist: "Executed good players might not die."

While the Pacifist is alive, sober and healthy, the Storyteller may decide
(drawn each time) that an executed player who registers as good does not
die (the case shows `died: false`); the Pacifist may spare themself. Evil
executees die as normal.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

SPARE = 0.5


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    spares = (cause == "execution" and g.alive(holder) and g.works(holder, "pacifist")
              and not register_evil(g, s) and g.rng.random() < SPARE)
    if spares:
        g.freedom("pacifist_spares")
    return spares
