"""Knaves (Loric): "There are 2 Storytellers: one lies & one tells the truth.
Once per game, at dusk, they might switch."

Now and then, as a player is told something by their ability, it comes from
the lying Storyteller: anything of the ability's form (drawn like a drunk
player's information, so it may happen to be true).

Freedoms left out: lies in what another player's ability tells them (the
Nightwatchman's, the Widow's...), and the two Storytellers' turns as such
(which of them woke whom, the switch at dusk).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

LIE = 0.2  # chance that a piece of information comes from the liar


def frees_info(g: Game, s: int, ability: str) -> bool:
    if not st.chance(g, LIE):
        return False
    g.freedom("knaves_lie")
    return True
