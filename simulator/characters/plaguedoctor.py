"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider with no information and no night step of its own. At its death
the Storyteller gains a Minion ability and never uses it to any effect.

Freedoms left out: the Storyteller's use of the gained Minion ability
(poison, kills, madness...): the solver does not model it either, and its
answer warns of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def wakes(g: Game, s: int) -> bool:
    """Its place in the night order is the Storyteller's (gaining a Minion
    ability): nobody wakes for it (a Chambermaid does not count it)."""
    return False
