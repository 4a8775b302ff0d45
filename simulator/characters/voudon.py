"""Voudon (Traveller): "Only you and the dead can vote. They don't need a vote
token to do so. A 50% majority is not required."

While the Voudon lives with a working ability, a living player's vote (the
Voudon's own aside) counts for nothing.

Freedoms left out: dead voters still spend their vote token, and the loop
still asks for half the living to execute (fewer executions than a real
Voudon game; the solver does not read votes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def vote_value(g: Game, s: int, voter: int) -> int | None:
    if g.alive(s) and g.works(s, "voudon") and voter != s and g.alive(voter):
        return 0
    return None
