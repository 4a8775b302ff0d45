"""Wraith: "You may choose to open your eyes at night. You wake when other evil
players do."

The Wraith is not woken at its own place in the night order; just before
each step (and at dawn) a living Wraith with its ability is woken if another
evil player has woken tonight for their own ability (`g.woke_tonight`, what a
Chambermaid counts). What it sees is evil information, never reported.

Freedoms left out: a Wraith woken beside an evil player woken by another's
ability (the Demon's first-night info) is not modelled; the solver leaves
the Wraith's waking free on every night, so it allows that too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game


def wakes(g: Game, s: int) -> bool:
    """Not woken at its own step: only beside other evil players (`before_step`)."""
    return False


def before_step(g: Game, s: int, char: str) -> None:
    if s in g.woke_tonight or not g.alive(s) or g.effects_on(s, KEPT_ASLEEP):
        return
    if any(t != s and g.seats[t].evil for t in g.woke_tonight):
        g.woke_tonight.add(s)
