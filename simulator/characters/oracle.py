"""Oracle: "Each night*, you learn how many dead players are evil."

Counted at the Oracle's step (after the Demon), each dead player registering
as it may. False (drunk, poisoned, the Vortox): any other count.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_evil, told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night < 2:
        return
    dead = [i for i in range(g.n) if not g.alive(i)]
    g.report(s, "oracle", told(g, s, "oracle", lambda: sum(register_evil(g, i) for i in dead)))


def false_info(g: Game, s: int, truth: int) -> int:
    dead = sum(not x.alive for x in g.seats)
    return g.rng.choice([k for k in range(max(dead, truth + 1) + 1) if k != truth])


def anything(g: Game, s: int) -> Any:
    return g.rng.choice([0, 0, 1, 1, 2, 3])
