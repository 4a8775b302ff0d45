"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only
vote if they are voting too."

The master is any other player, alive or dead, and is reported.

Freedoms left out: votes are not recorded, so the voting restriction is
never exercised.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if g.alive(s):
        g.report(s, "butler", g.name(st.pick(g, {s})))


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))
