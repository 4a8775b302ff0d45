"""Official jinxes that end the game on an execution the Leviathan or the Riot
nominated: "If the Leviathan [Riot] nominates and executes the Soldier / the
player the Monk protects / a player the Innkeeper protects / the player the
Exorcist chose, good wins." As the solver (rules/demonnominates.py): the
nominator is read from the day's public record (the executed player's last
nomination today; none for one executed in another's place), and counts
while they are that Demon with its ability working."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

NOMINATING_DEMONS = ("leviathan", "riot")


def nominator(g: Game, t: int) -> int | None:
    """Who nominated `t`, being executed now, as today's events say."""
    name = g.name(t)
    execution = next((e for e in reversed(g.events)
                      if e.get("day") == g.day and e.get("executed") == name), None)
    if execution is None or "instead_of" in execution:
        return None
    for e in reversed(g.events):
        if e.get("day") == g.day and e.get("nominated") == name:
            return next((i for i, x in enumerate(g.seats) if x.name == e["by"]), None)
    return None


def by_demon(g: Game, t: int, char: str) -> bool:
    """`t`'s execution now followed a nomination by a working Demon whose jinx
    with `char` ends the game."""
    q = nominator(g, t)
    return q is not None and any(g.seats[q].char == d and g.works(q, d) and g.jinxed(char, d)
                                 for d in NOMINATING_DEMONS)


def ends(g: Game, t: int, char: str) -> None:
    """Good wins: the game ends (the phase is replayed)."""
    g.end(f"good wins: the Demon nominated and executed {g.name(t)}, protected by the {char}")
