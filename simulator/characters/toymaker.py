"""Toymaker (Fabled): "The Demon may choose not to attack & must do this at
least once per game. Evil players get normal starting info."

At the Toymaker's place each night but the first, each Demon sometimes does
not attack: it is not woken tonight (an `exorcised` effect, which the
Demons' steps read). Starting information is given to evil players anyway.

Freedoms left out: the night without an attack is not forced before the
case ends (the game may end later).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.choices import EXORCISED
from simulator.game import order_of
from simulator.state import Effect

if TYPE_CHECKING:
    from simulator.loop import Game

REST = 0.2


def night(g: Game, s: int | None) -> None:
    if g.night == 1:
        return
    for t, x in enumerate(g.seats):
        if x.alive and g.team(x.char) == "demon" and g.rng.random() < REST:
            g.add_effect(Effect(EXORCISED, t, None, "toymaker", until=order_of("night", g.night)))
            g.note(toymaker=x.name, attacks="nobody")
