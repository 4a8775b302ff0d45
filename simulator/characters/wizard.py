"""Wizard: "Once per game, choose to make a wish. If granted, it might have a
price & leave a clue as to its nature."

The living Wizard is woken some nights (to wish, or for the wish's doing);
no wish it makes is granted, so nothing in play changes.

Freedoms left out: a granted wish (the Storyteller's judgement, whose
effects the solver does not model either: its answer warns of it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

WOKEN = 0.3  # chance per night that the Wizard is woken


def wakes(g: Game, s: int) -> bool:
    return g.alive(s) and st.chance(g, WOKEN)
