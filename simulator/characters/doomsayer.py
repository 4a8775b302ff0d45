"""Doomsayer (Fabled): "If 4 or more players live, each living player may
publicly choose (once per game) that a player of their own alignment dies."

Now and then by day a living player who has not called on it yet does so
(good or evil), written `{day: N, doomsayer: Q, died: P}`: with 4 or more
players alive the Storyteller picks a living player who registers with Q's
alignment (a Spy or Recluse may register as either) and they die; when
nobody died (fewer than 4 alive, or the pick could not die: a Tea Lady's
neighbour, a Fool's first death) the event says `died: false`.

Freedoms left out: a caller's own alignment is read as it is, never as a
misregistration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CALL = 0.2  # chance a day that some living player calls on the Doomsayer
ENOUGH = 4


def day(g: Game, s: None) -> None:
    called = g.marks.setdefault("doomsayer", [])
    callers = [i for i in g.alive_seats() if g.name(i) not in called]
    if not callers or not st.chance(g, CALL):
        return
    q = g.rng.choice(callers)
    called.append(g.name(q))
    if len(g.alive_seats()) < ENOUGH:
        g.event(doomsayer=g.name(q), died=False)
        return
    evil = g.seats[q].evil
    p = g.rng.choice([i for i in g.alive_seats() if i == q or st.register_evil(g, i) == evil])
    g.event(doomsayer=g.name(q), died=g.name(p))
    entry = g.events[-1]
    if not g.kill(p, "doomsayer"):
        entry["died"] = False
        g.freedom("doomsayer_survived")
