"""Soldier: "You are safe from the Demon."

A sober, healthy Soldier does not die from the Demon's attack (nor from one
the Mayor bounces onto them).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Soldier killed by the Demon (a Mathematician counts it)."""
    return holder == s and cause == "demon" and not g.works(s, "soldier")


def on_attacked(g: Game, s: int, demon: int) -> bool:
    if g.works(s, "soldier"):
        g.note(result="the Soldier is safe")
        return True
    return False
