"""Thief (Traveller): "Each night, choose a player (not yourself): their vote
counts negatively tomorrow."

Each night a living Thief chooses any other player, dead or alive, and
reports it (`{night: N, thief: P}`). While the Thief lives with a working
ability, that player's votes the next day count -1 each ("the vote tally goes
down by one instead of up by one"); exiles are unaffected. A drunk or
poisoned Thief's choice does nothing. A tally below zero is recorded without
its `votes` (the case format counts votes from 0; the voters are listed).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    seat.marks.pop("thief", None)
    if not g.alive(s):
        return
    t = st.pick(g, {s})
    g.report(s, "thief", g.name(t))
    g.chosen(s, "thief", t)
    if g.works(s, "thief"):
        seat.marks["thief"] = (g.night, t)


def vote_value(g: Game, s: int, voter: int) -> int | None:
    mark = g.seats[s].marks.get("thief")
    if mark and mark == (g.day, voter) and g.alive(s) and g.works(s, "thief"):
        return -1
    return None


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))
