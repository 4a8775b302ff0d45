"""Soldier: "You are safe from the Demon."

A sober, healthy Soldier does not die from the Demon's attack (nor from one
the Mayor bounces onto them).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def on_attacked(g: Game, s: int, demon: int) -> bool:
    if g.works(s, "soldier"):
        g.note(result="the Soldier is safe")
        return True
    return False
