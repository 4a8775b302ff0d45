"""Poppy Grower: "Minions & Demons do not know each other. If you die, they
learn who each other are that night."

The Poppy Grower does not wake: its step is where the evil team's first-night
introductions are skipped, and its death lets them learn each other later.
Neither appears in a case (the evil team's introductions are not simulated,
and simulated cases have no perspective player, whose report of not being
shown their team the case format keeps), so in play it is a Townsfolk that
registers as itself.

Freedoms left out: an evil player's `poppygrower` report (whether they were
shown their team) is never written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def wakes(g: Game, s: int) -> bool:
    """Never woken for it."""
    return False
