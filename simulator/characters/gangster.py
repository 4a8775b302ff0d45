"""Gangster (Traveller): "Once per day, you may choose to kill an alive
neighbour, if your other alive neighbour agrees."

Some days a living Gangster with a working ability picks one of their two
nearest living neighbours and the other one (a different player) agrees:
the chosen player dies, written `{day: N, died: P, by: gangster}` or, half
the time, as the public choice `{day: N, gangster: G, target: P, died: yes}`.
A kill the chosen player survives (a sober Fool's first death, spent; a Tea
Lady's neighbour) is always the public choice with `died: no`. A drunk or
poisoned Gangster's kill is not attempted.

Freedoms left out: a refused agreement, and a drunk Gangster's attempt that
kills nobody, leave no event.
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
    escapes = any(g.call(c, "would_escape", p, "gangster") for c in g.seats[p].abilities())
    if not escapes and g.may_die(p, "gangster") and st.chance(g, 0.5):
        g.day_kill(p, "gangster")
        return
    dies = g.may_die(p, "gangster") and not escapes
    g.event(gangster=g.name(s), target=g.name(p), died=dies)
    died = g.kill(p, "gangster")
    assert died == dies, "the Gangster's public choice was written before its outcome"
