"""Bureaucrat (Traveller): "Each night, choose a player (not yourself): their
vote counts as 3 votes tomorrow."

Each night a living Bureaucrat chooses any other player, dead or alive, and
reports it (`{night: N, bureaucrat: P}`). While the Bureaucrat lives with a
working ability, that player's votes the next day count 3 each; exiles are
unaffected. A drunk or poisoned Bureaucrat's choice does nothing.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    seat.marks.pop("bureaucrat", None)
    if not g.alive(s):
        return
    g.woke_tonight.add(s)
    t = st.pick(g, {s})
    g.report(s, "bureaucrat", g.name(t))
    if g.works(s, "bureaucrat"):
        seat.marks["bureaucrat"] = (g.night, t)


def vote_value(g: Game, s: int, voter: int) -> int | None:
    mark = g.seats[s].marks.get("bureaucrat")
    if mark and mark == (g.day, voter) and g.alive(s) and g.works(s, "bureaucrat"):
        return 3
    return None


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))
