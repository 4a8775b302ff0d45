"""Snitch: "Each Minion gets 3 bluffs."

Seed 003: "The Minions learn three not-in-play characters at the start of
the game, just like the Demon does." That is information for the evil team
only, and nothing of it appears in a case (evil players already bluff
freely: `simulator.loop.Game.choose_claims`). An Outsider in the setup
counts with no ability to use.

Freedoms left out: the Minions' three bluffs are not drawn (they would only
shape what evil players claim, and evil claims are free anyway).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
