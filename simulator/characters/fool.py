"""Fool: "The first time you die, you don't."

The first time a sober and healthy Fool would really die (nothing else keeps
them alive), by any cause, they stay alive and the ability is spent (an
executed Fool shows `died: false`). An unstoppable kill (the Assassin's) is
not escaped. A drunk or poisoned Fool dies as normal.

Freedoms left out: a day kill written as a bare death (`{day: N, died: P,
by: gangster}`) is not attempted on a Fool who would escape it
(`would_escape`, `g.day_kill`): no written form says it did not happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def would_escape(g: Game, s: int, cause: str) -> bool:
    """A death now would be escaped (nothing spent)."""
    return not g.seats[s].marks.get("fool") and g.works(s, "fool")


def escapes_death(g: Game, s: int, cause: str) -> bool:
    seat = g.seats[s]
    if would_escape(g, s, cause):
        seat.marks["fool"] = True
        return True
    if not seat.marks.get("fool"):
        g.malfunction(s, "fool")  # drunk or poisoned: the first death should not have been
    return False
