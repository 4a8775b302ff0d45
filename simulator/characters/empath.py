"""Empath: "Each night, you learn how many of your 2 alive neighbors are evil."

The nearest living player each way, each a detection of its alignment. The
Empath acts after the Demon: one killed tonight is passed over.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_evil, told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    n = told(g, s, "empath", lambda: sum(register_evil(g, x) for x in g.living_neighbours(s)))
    g.report(s, "empath", n)


def anything(g: Game, s: int) -> Any:
    return g.rng.choice([0, 1, 2])


def false_info(g: Game, s: int, truth: int) -> int:
    return g.rng.choice([k for k in (0, 1, 2) if k != truth])
