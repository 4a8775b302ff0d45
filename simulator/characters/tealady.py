"""Tea Lady: "If both your alive neighbours are good, they can't die."

While the Tea Lady is alive, sober and healthy and both her nearest living
neighbours register as good (drawn at each death they would suffer), neither
of them can die (only an unstoppable kill gets through).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Tea Lady whose good living neighbour dies."""
    if not g.alive(holder) or g.works(holder, "tealady"):
        return False
    near = g.living_neighbours(holder)
    return s in near and len(near) == 2 and not any(g.seats[x].evil for x in near)


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    if not g.alive(holder) or not g.works(holder, "tealady"):
        return False
    near = g.living_neighbours(holder)
    return s in near and len(near) == 2 and not any(register_evil(g, x) for x in near)
