"""Town Crier: "Each night*, you learn if a Minion nominated today."

"Today" is the day just ended: whether any of its nominators (the Witch's
victim too: the nomination counts) registers as a Minion. False (drunk,
poisoned, the Vortox): the other answer.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import registers_team, told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night < 2:
        return
    g.report(s, "towncrier", told(
        g, s, "towncrier",
        lambda: any(registers_team(g, q, "minion") for q in sorted(g.nominators_today))))


def false_info(g: Game, s: int, truth: bool) -> bool:
    return not truth


def anything(g: Game, s: int) -> Any:
    return g.rng.random() < 0.5
