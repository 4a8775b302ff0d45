"""Knight: "You start knowing 2 players that are not the Demon."

On the first night two different players (any, dead or alive, rarely the
Knight) neither of whom registers as the Demon at that detection (a Recluse
may register as one). False (drunk, poisoned, the Vortox): one of them
registers as the Demon.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.05


def _seen(g: Game, s: int) -> dict[int, bool]:
    """Each candidate, once detected: whether they register as the Demon."""
    return {i: st.registers_team(g, i, "demon") for i in range(g.n)
            if i != s or st.chance(g, SELF)}


def truth(g: Game, s: int) -> list[str] | None:
    fine = [i for i, demon in _seen(g, s).items() if not demon]
    if len(fine) < 2:
        return None
    return [g.name(i) for i in g.rng.sample(fine, 2)]


def night(g: Game, s: int) -> None:
    answer = st.told(g, s, "knight", lambda: truth(g, s))
    if answer is not None:
        g.report(s, "knight", answer)


def false_info(g: Game, s: int, truth: list[str] | None) -> list[str] | None:
    seen = _seen(g, s)
    demons = [i for i, demon in seen.items() if demon]
    if not demons or len(seen) < 2:
        return None
    d = g.rng.choice(demons)
    pair = [d, g.rng.choice([i for i in seen if i != d])]
    g.rng.shuffle(pair)
    return [g.name(i) for i in pair]


def anything(g: Game, s: int) -> Any:
    return [g.name(i) for i in g.rng.sample(range(g.n), 2)]
