"""Town Crier: "Each night*, you learn if a Minion nominated today."

"Today" is the day just ended: whether any of its nominators (the Witch's
victim too: the nomination counts) registered as a Minion as they
nominated (a Minion made that night does not count). False (drunk,
poisoned, the Vortox): the other answer.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import registers_team, told

if TYPE_CHECKING:
    from simulator.loop import Game


def on_any_nomination(g: Game, s: int, nominee: int, nominator: int) -> None:
    seen = g.marks.setdefault("minion_nominated", {})
    if not seen.get(g.day):
        seen[g.day] = registers_team(g, nominator, "minion")


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night < 2:
        return
    day = g.night - 1

    def truth() -> bool:
        seen = g.marks.get("minion_nominated", {})
        if day in seen:
            return bool(seen[day])
        return any(registers_team(g, q, "minion") for q in sorted(g.nominators_today))

    g.report(s, "towncrier", told(g, s, "towncrier", truth))


def false_info(g: Game, s: int, truth: bool) -> bool:
    return not truth


def anything(g: Game, s: int) -> Any:
    return g.rng.random() < 0.5
