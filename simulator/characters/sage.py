"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players."

Woken at its step on the night a Demon's attack killed it (no other death):
the Demon that killed it and any other player but the Sage. False (drunk,
poisoned, the Vortox): two players, neither a Demon; with no such pair the
Sage learns nothing. Jinx (Recluse): "The Recluse might register as the
Demon to the Sage": when a Recluse (not the Sage) registers as a Demon, the
true pair may be that Recluse and any other player.

Jinxes (Leviathan, Riot): a Sage the Demon picks (simulator/demonpick.py)
wakes at its step, alive, and learns the picking Demon and another player.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demonpick
from simulator.storyteller import register_char, told

if TYPE_CHECKING:
    from simulator.loop import Game


def killed(g: Game, s: int) -> bool:
    return s in g.died_tonight and g.seats[s].cause == "demon"


def night(g: Game, s: int) -> None:
    if not wakes(g, s):
        return
    demon = g.seats[s].marks.get("killed_by") if killed(g, s) else demonpick.picker(g)

    def truth() -> list[str] | None:
        shown = demon
        recluses = [i for i, x in enumerate(g.seats) if i != s and "recluse" in x.abilities()]
        if recluses and g.jinxed("recluse", "sage"):
            r = g.rng.choice(recluses)
            if g.team(register_char(g, r)) == "demon":
                shown = r
        others = [i for i in range(g.n) if i not in (s, shown)]
        if shown is None or not others:
            return None
        pair = [g.name(shown), g.name(g.rng.choice(others))]
        g.rng.shuffle(pair)
        return pair

    answer = told(g, s, "sage", truth)
    if answer is not None:
        g.report(s, "sage", answer)


def false_info(g: Game, s: int, truth: list[str] | None) -> list[str] | None:
    pool = [i for i in range(g.n) if i != s and g.team(register_char(g, i)) != "demon"]
    return [g.name(i) for i in g.rng.sample(pool, 2)] if len(pool) >= 2 else None


def anything(g: Game, s: int) -> Any:
    return [g.name(i) for i in g.rng.sample([i for i in range(g.n) if i != s], 2)]


def reports_on(g: Game, s: int, n: int) -> bool:
    return g.seats[s].death == ("night", n) and g.seats[s].cause == "demon"


def wakes(g: Game, s: int) -> bool:
    """Woken only on the night the Demon kills them, or picks them (jinx)."""
    return killed(g, s) or demonpick.chosen(g, s, "sage")
