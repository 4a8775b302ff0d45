"""Preacher: "Each night, choose a player: a Minion, if chosen, learns this. All
chosen Minions have no ability."

Each night the living Preacher chooses a player (any); one chosen by a
working Preacher is remembered. Every remembered player who is a Minion has
no ability (a standing `droisons`: the ability works no more than a poisoned
one's) while the Preacher lives, keeps the ability and is sober and healthy.

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
    t = g.rng.randrange(g.n)
    g.chosen(s, "preacher", t)
    g.report(s, "preacher", g.name(t))
    if g.works(s, "preacher"):
        g.seats[s].marks.setdefault("preacher", []).append(t)


def droisons(g: Game, holder: int) -> list[int]:
    if not g.alive(holder):
        return []
    return [t for t in g.seats[holder].marks.get("preacher", [])
            if g.team(g.seats[t].char) == "minion"]


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
