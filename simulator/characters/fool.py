"""Fool: "The first time you die, you don't."

The first time a sober and healthy Fool would really die (nothing else keeps
them alive), by any cause, they stay alive and the ability is spent (an
executed Fool shows `died: false`). An unstoppable kill (the Assassin's) is
not escaped. A drunk or poisoned Fool dies as normal.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def escapes_death(g: Game, s: int, cause: str) -> bool:
    seat = g.seats[s]
    if seat.marks.get("fool"):
        return False
    if not g.works(s, "fool"):
        g.malfunction(s, "fool")  # drunk or poisoned: the first death should not have been
        return False
    seat.marks["fool"] = True
    return True
