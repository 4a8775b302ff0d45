"""High Priestess: "Each night, learn which player the Storyteller believes you
should talk to most."

Each night she is alive she is shown a player the Storyteller draws from all
of them (herself and the dead included): a belief, never true or false, so a
drunk or poisoned High Priestess is shown a player the same way.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    g.woke_tonight.add(s)
    g.report(s, "highpriestess", anything(g, s))


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
