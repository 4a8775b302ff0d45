"""Gangster (Traveller): "Once per day, you may choose to kill an alive
neighbour, if your other alive neighbour agrees."

Some days a living Gangster with a working ability picks one of their two
nearest living neighbours and the other one (a different player) agrees:
the chosen player dies, written `{day: N, died: P, by: gangster}`. A drunk or
poisoned Gangster's kill is not attempted.

Freedoms left out: a refused agreement, and a drunk Gangster's attempt that
kills nobody, leave no event; a kill the chosen player would escape (a sober
Fool's first death) is not attempted (`g.day_kill`: no written form says it
did not happen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

KILL = 0.15


def day(g: Game, s: int) -> None:
    if not g.alive(s) or not g.works(s, "gangster") or not st.chance(g, KILL):
        return
    near = g.living_neighbours(s)
    if len(near) < 2:
        return
    p = g.rng.choice(near)
    g.day_kill(p, "gangster")
