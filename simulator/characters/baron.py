"""Baron: "There are extra Outsiders in play. [+2 Outsiders]"

Two Outsiders replace two Townsfolk in the bag.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["townsfolk"] -= 2
    counts["outsider"] += 2
