"""No Dashii: "Each night*, choose a player: they die. Your 2 Townsfolk
neighbours are poisoned."

The kill as for every Demon (`simulator.demons`). The nearest Townsfolk
each way (true characters, alive or dead, skipping others) are poisoned
while the No Dashii lives and is sober and healthy, recomputed as the
circle changes.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons

if TYPE_CHECKING:
    from simulator.loop import Game


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    demons.night(g, s, "nodashii")


def droisons(g: Game, s: int) -> list[int]:
    return demons.townsfolk_neighbours(g, s) if g.alive(s) else []
