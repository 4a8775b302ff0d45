"""Duchess (Fabled): "Each day, 3 players may choose to visit you. At night*,
each visitor learns how many visitors are evil, but 1 gets false info."

Now and then by day three players (the players' choice: any three, dead ones
too) visit, written `{day: N, duchess: P}` for each. That night each visitor
is told how many of the three register as evil (a detection per visitor),
except one visitor, the Storyteller's choice, who is told another number
from 0 to 3; each reports `{night: N+1, duchess: K}`.

Freedoms left out: fewer than three visitors (the Duchess then does nothing,
so such a day is simply not written).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

VISIT = 0.5  # chance that three players visit on a day


def day(g: Game, s: None) -> None:
    if g.n < 3 or not st.chance(g, VISIT):
        return
    visitors = g.rng.sample(range(g.n), 3)
    for v in visitors:
        g.event(duchess=g.name(v))
    g.marks["duchess"] = (g.day, visitors)


def night(g: Game, s: None) -> None:
    day_, visitors = g.marks.get("duchess", (0, []))
    if day_ != g.night - 1 or not visitors:
        return
    lied_to = g.rng.choice(visitors)
    for v in visitors:
        truth = sum(st.register_evil(g, u) for u in visitors)
        told = truth if v != lied_to else g.rng.choice([k for k in range(4) if k != truth])
        g.report(v, "duchess", told)
