"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only
vote if they are voting too."

The master is any other player, alive or dead, and is reported. A player
who believes they are the Butler keeps the rule: they vote only on
nominations their master of last night votes on too (a droisoned Butler's
player does not know, so keeps it as well).

Freedoms left out: a Butler's player never breaks the rule (the rules bind
the player; the case convention is that good players play by it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    g.seats[s].marks.pop("butler", None)
    if g.alive(s):
        master = st.pick(g, {s})
        g.seats[s].marks["butler"] = master
        g.chosen(s, "butler", master)
        g.report(s, "butler", g.name(master))


def may_vote(g: Game, s: int, nominee: int, voters: list[int]) -> bool:
    """A dead Butler has no ability: their vote is their own."""
    master = g.seats[s].marks.get("butler") if g.alive(s) else None
    return master is None or master in voters


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))
