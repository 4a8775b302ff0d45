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


def _distances(g: Game, s: int) -> tuple[int, int] | None:
    """Steps clockwise and anticlockwise to the nearest player registering as
    evil (one detection of each other seat); None: nobody does."""
    evil = {i for i in range(g.n) if i != s and register_evil(g, i)}
    if not evil:
        return None
    cw = min((i - s) % g.n for i in evil)
    acw = min((s - i) % g.n for i in evil)
    g.note(shugenja=g.name(s), clockwise=cw, anticlockwise=acw)
    return cw, acw


def night(g: Game, s: int) -> None:
    ways = _distances(g, s)
    if ways is not None and ways[0] == ways[1]:
        # Equidistant: either answer is true, and neither is a fact a Vortox
        # could make false.
        g.report(s, "shugenja", g.rng.choice(DIRECTIONS))
        return
    direction = None if ways is None else DIRECTIONS[ways[0] > ways[1]]
    g.report(s, "shugenja", st.told(g, s, "shugenja", lambda: direction))


def false_info(g: Game, s: int, truth: str | None) -> str:
    return g.rng.choice([d for d in DIRECTIONS if d != truth])


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(DIRECTIONS)
