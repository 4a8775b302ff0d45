"""Scapegoat (Traveller): "If a player of your alignment is executed, you
might be executed instead."

When a player other than the Scapegoat is executed by vote or ruling, a
living, sober and healthy Scapegoat of that player's alignment may be
executed instead ("When exactly this happens is up to the Storyteller"):
`{day: N, executed: Goat, instead_of: P}`. It is the day's execution.

Freedoms left out: a Virgin's execution is never taken by the Scapegoat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

INSTEAD = 0.35


def executed_instead(g: Game, s: int, t: int) -> int | None:
    if (t != s and g.alive(s) and g.works(s, "scapegoat")
            and g.seats[s].evil == g.seats[t].evil and st.chance(g, INSTEAD)):
        g.freedom("scapegoat_instead")
        return s
    return None
