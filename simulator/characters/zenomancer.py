"""Zenomancer (Loric): "One or more players each have a goal. When achieved,
that player learns a piece of true info."

Goals are not played; now and then by day a player has achieved theirs and
learns a true statement about another player's alignment,
`{day: N, zenomancer: "evil(P)"}` (or `good(P)`).

Freedoms left out: information by night, statements of other kinds, and
information a Spy or Recluse registers falsely to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

REWARD = 0.2  # chance per day that some player achieves a goal


def day(g: Game, s: None) -> None:
    if g.n < 2 or not st.chance(g, REWARD):
        return
    p, q = g.rng.sample(range(g.n), 2)
    g.report(p, "zenomancer", f"{'evil' if g.seats[q].evil else 'good'}({g.name(q)})")
