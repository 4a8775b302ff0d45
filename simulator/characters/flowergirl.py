"""Flowergirl: "Each night*, you learn if a Demon voted today."

"Today" is the day just ended: whether any of its voters (a dead one's
ghost vote too) registers as a Demon at dusk, when the day's voters are
written as a public `voted` event (what the case checks the answer against;
a Demon made that night does not count).
False (drunk, poisoned, the Vortox): the other answer.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import registers_team, told

if TYPE_CHECKING:
    from simulator.loop import Game


def voters(g: Game) -> list[int]:
    out: list[int] = []
    for vs in g.votes_today.values():
        out += [v for v in vs if v not in out]
    return out


def at_dusk(g: Game, s: int) -> None:
    if g.marks.get("voted_event") != g.day:
        g.marks["voted_event"] = g.day
        g.event(voted=[g.name(i) for i in sorted(voters(g))])
        g.marks["demon_voted"] = any(registers_team(g, v, "demon") for v in voters(g))


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night < 2:
        return

    def truth() -> bool:
        if g.marks.get("voted_event") == g.night - 1:
            return bool(g.marks["demon_voted"])
        return any(registers_team(g, v, "demon") for v in voters(g))  # no event: any fits

    g.report(s, "flowergirl", told(g, s, "flowergirl", truth))


def false_info(g: Game, s: int, truth: bool) -> bool:
    return not truth


def anything(g: Game, s: int) -> Any:
    return g.rng.random() < 0.5
