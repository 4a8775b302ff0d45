"""Mezepheles: "You start knowing a secret word. The 1st good player to say this
word becomes evil that night."

The word is not played out: on a night after the first, at the Mezepheles's
step, sometimes a good player (the 1st to have said the word that day)
becomes evil, if the Mezepheles has its ability, sober and healthy; once per
game. A player it turned may lie about their whole game
(`madness.turned_evil`).

Freedoms left out: a word said while the Mezepheles was drunk or poisoned
is never counted as the 1st (the solver allows a later turn either way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import madness
from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SAID = 0.2  # chance per night that a good player said the word the day before


def wakes(g: Game, s: int) -> bool:
    """Woken on the first night to learn the word."""
    return g.night == 1 and g.alive(s)


def night(g: Game, s: int) -> None:
    if g.night == 1 or "mezepheles" in g.marks or not g.alive(s) \
            or not g.works(s, "mezepheles") or not st.chance(g, SAID):
        return
    good = [i for i, x in enumerate(g.seats) if not x.evil]
    if not good:
        return
    t = g.rng.choice(good)
    g.marks["mezepheles"] = t
    g.set_evil(t, True)


def at_end(g: Game, s: int) -> None:
    t = g.marks.get("mezepheles")
    if t is not None:
        madness.turned_evil(g, t)
