"""Minstrel: "When a Minion dies by execution, all other players (except
Travellers) are drunk until dusk tomorrow."

When a Minion is executed and dies while the Minstrel is alive, sober and
healthy, every other player but Travellers is drunk at once until dusk of
the next day, even if the Minstrel dies meanwhile. A Minion who survives
the execution, or was dead already, or dies at night, does nothing.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import order_of
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    if (cause != "execution" or g.team(g.seats[dead].char) != "minion" or not g.alive(holder)
            or not g.works(holder, "minstrel")):
        return
    for t, x in enumerate(g.seats):
        if t != holder and not x.traveller:
            g.add_effect(Effect(DRUNK, t, holder, "minstrel", until=order_of("day", g.day + 1)))
