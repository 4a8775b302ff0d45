"""Clockmaker: "You start knowing how many steps from the Demon to its
nearest Minion."

First night: seats round the circle, the shorter way, from the Demon to the
Minion nearest it (dead players count as seats; with two Demons the nearest
pair), each seat registering as it may. A drunk or poisoned Clockmaker, or
one under the Vortox, is told any other number.

Freedoms left out: a Philosopher who gains the ability on a later night
uses it no more (the first-night step is past).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import registers_team, told

if TYPE_CHECKING:
    from simulator.loop import Game


def steps(g: Game) -> int | None:
    demons = [i for i in range(g.n) if registers_team(g, i, "demon")]
    minions = [i for i in range(g.n) if registers_team(g, i, "minion")]
    dist = [min(abs(d - m), g.n - abs(d - m)) for d in demons for m in minions if d != m]
    return min(dist) if dist else None


def night(g: Game, s: int) -> None:
    answer = told(g, s, "clockmaker", lambda: steps(g))
    if answer is not None:
        g.report(s, "clockmaker", answer)


def false_info(g: Game, s: int, truth: int | None) -> int:
    return g.rng.choice([k for k in range(1, max(2, g.n // 2) + 1) if k != truth])


def anything(g: Game, s: int) -> Any:
    return g.rng.randint(1, max(1, g.n // 2))
