"""Steward: "You start knowing 1 good player."

On the first night one player (any, dead or alive, rarely the Steward) who
registers as good at that detection (a Spy may, a Recluse may not). False
(drunk, poisoned, the Vortox): a player registering as evil.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.05


def _pool(g: Game, s: int) -> list[int]:
    return [i for i in range(g.n) if i != s or st.chance(g, SELF)]


def truth(g: Game, s: int) -> str | None:
    good = [i for i in _pool(g, s) if not st.register_evil(g, i)]
    return g.name(g.rng.choice(good)) if good else None


def night(g: Game, s: int) -> None:
    answer = st.told(g, s, "steward", lambda: truth(g, s))
    if answer is not None:
        g.report(s, "steward", answer)


def false_info(g: Game, s: int, truth: str | None) -> str | None:
    evil = [i for i in _pool(g, s) if st.register_evil(g, i)]
    return g.name(g.rng.choice(evil)) if evil else None


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
