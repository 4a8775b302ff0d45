"""Soldier: "You are safe from the Demon."

A sober, healthy Soldier does not die from the Demon's attack (nor from one
the Mayor bounces onto them).

Freedoms left out: none known.

Jinxes (Leviathan, Riot): the Soldier, executed on that Demon's nomination
(a working one), ends the game: good wins (simulator/demonnominates.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demonnominates

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


def on_executed(g: Game, t: int) -> None:
    """Jinxes (Leviathan, Riot): executed on that Demon's nomination, a working
    Soldier makes good win."""
    if g.works(t, "soldier") and demonnominates.by_demon(g, t, "soldier"):
        demonnominates.ends(g, t, "soldier")
