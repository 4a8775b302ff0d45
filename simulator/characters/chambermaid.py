"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn
how many woke tonight due to their own ability."

Each night (the first too) the Chambermaid chooses two living players other
than themself and learns how many of them woke tonight, by her step (the
last), for an ability they believe they have, working or not
(`g.woke_tonight`, which the loop records for every step: `Game.wakes`).
Jinx (Mathematician): "The Chambermaid can detect if the Mathematician will
wake tonight": a chosen player who will wake later tonight as the
Mathematician is sometimes counted (drawn).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game

MATHEMATICIAN_COUNTED = 0.5


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    others = [i for i in g.alive_seats() if i != s]
    if len(others) < 2:
        return
    a, b = g.rng.sample(others, 2)
    g.chosen(s, "chambermaid", a)
    g.chosen(s, "chambermaid", b)
    n = told(g, s, "chambermaid", lambda: woke(g, a) + woke(g, b))
    if isinstance(n, list):  # made up: keep the players really chosen
        n = n[2]
    g.report(s, "chambermaid", [g.name(a), g.name(b), n])


def woke(g: Game, t: int) -> bool:
    """Woke so far tonight, or will as the Mathematician and is counted (jinx)."""
    if t in g.woke_tonight:
        return True
    if (g.jinxed("chambermaid", "mathematician") and "mathematician" in g.seats[t].wakes_as()
            and g.wakes("mathematician", t) and g.rng.random() < MATHEMATICIAN_COUNTED):
        g.freedom("chambermaid_counts_mathematician")
        return True
    return False


def anything(g: Game, s: int) -> Any:
    a, b = g.rng.sample([i for i in range(g.n) if i != s], 2)
    return [g.name(a), g.name(b), g.rng.choice([0, 1, 2])]


def false_info(g: Game, s: int, truth: int) -> int:
    return g.rng.choice([k for k in (0, 1, 2) if k != truth])
