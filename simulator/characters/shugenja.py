"""Shugenja: "You start knowing if your closest evil player is clockwise or
anti-clockwise. If equidistant, this info is arbitrary."

Seed 004: "The closest evil player is the player with the smallest number of
steps from the Shugenja to the evil player"; if equidistant "the Storyteller
chooses whether to tell the Shugenja that the closest evil player is
clockwise or anti-clockwise". Steps run round the circle in seat order
(clockwise: the next seat in the case's list), dead players included; each
other seat is one detection of its alignment for the reading (a Recluse may
register evil, a Spy good).

Freedoms left out: a Shugenja created mid-game does not occur on the
scripts played so far.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

DIRECTIONS = ("clockwise", "anticlockwise")


def truth(g: Game, s: int) -> str | None:
    evil = {i for i in range(g.n) if i != s and register_evil(g, i)}
    if not evil:
        return None
    cw = min((i - s) % g.n for i in evil)
    acw = min((s - i) % g.n for i in evil)
    g.note(shugenja=g.name(s), clockwise=cw, anticlockwise=acw)
    if cw == acw:
        return g.rng.choice(DIRECTIONS)
    return "clockwise" if cw < acw else "anticlockwise"


def night(g: Game, s: int) -> None:
    g.report(s, "shugenja", st.told(g, s, "shugenja", lambda: truth(g, s)))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(DIRECTIONS)
