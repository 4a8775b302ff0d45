"""Sentinel (Fabled): "There might be 1 extra or 1 fewer Outsider in play."

The Storyteller draws one Outsider more, one fewer or the usual number (a
Townsfolk fewer or more), as the bag's counts are set.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    change = g.rng.choice([-1, 0, 1])
    counts["outsider"] += change
    counts["townsfolk"] -= change
