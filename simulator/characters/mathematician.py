"""Mathematician: "Each night, you learn how many players' abilities worked
abnormally (since dawn) due to another character's ability."

Counts players, not events, whose ability worked abnormally (`g.malfunction`:
false information that should have been true, an effect that should have
happened and did not) from dawn of the day before (all of the game on the
first night) up to the Mathematician's step, leaving out the Mathematician
and other Mathematicians' numbers given at the same step. False (drunk,
poisoned, the Vortox): any other count.

Freedoms left out: none known (whether a believed ability's false
information counts is drawn in `simulator.storyteller`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.game import order_of
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game


def count(g: Game, s: int) -> int:
    since = order_of("day", g.night - 1) if g.night > 1 else 0
    return len({i for when, i, a in g.abnormal
                if when >= since and i != s and a != "mathematician"})


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    g.report(s, "mathematician", told(g, s, "mathematician", lambda: count(g, s)))


def false_info(g: Game, s: int, truth: int) -> int:
    return g.rng.choice([k for k in range(max(3, truth + 2) + 1) if k != truth])


def anything(g: Game, s: int) -> Any:
    return g.rng.choice([0, 0, 1, 1, 2, 3])
