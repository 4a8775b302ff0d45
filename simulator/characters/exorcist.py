"""Exorcist: "Each night*, choose a player (different to last night): the
Demon, if chosen, learns who you are then doesn't wake tonight."

Each night but the first the Exorcist chooses any player (alive or dead,
themself too) other than last night's choice. A Demon chosen by a sober,
healthy Exorcist does not wake tonight (an `exorcised` effect its step
reads: it kills nobody and does not count as woken; a Pukka's earlier
choice still dies). Learning who the Exorcist is leaves nothing in a case.

Freedoms left out: none known.

Jinxes (Leviathan, Riot): the player a working Exorcist chose last night,
executed on that Demon's nomination (a working one), ends the game: good wins
(simulator/demonnominates.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demonnominates
from simulator import storyteller as st
from simulator.choices import EXORCISED
from simulator.game import order_of
from simulator.state import Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if g.night == 1 or not g.alive(s):
        return
    last = seat.marks.get("exorcist")
    t = st.pick(g, {last} if last is not None else set())
    seat.marks["exorcist"] = t
    g.report(s, "exorcist", g.name(t))
    g.chosen(s, "exorcist", t)
    if g.works(s, "exorcist"):
        seat.marks["exorcist_chose"] = (g.night, t)
    if g.works(s, "exorcist") and g.team(g.seats[t].char) == "demon":
        g.add_effect(Effect(EXORCISED, t, s, "exorcist", until=order_of("night", g.night)))


def on_any_execution(g: Game, holder: int, t: int) -> None:
    """Jinxes (Leviathan, Riot): the player a working Exorcist chose last
    night, executed on that Demon's nomination, makes good win."""
    if g.seats[holder].marks.get("exorcist_chose") == (g.day, t) \
            and demonnominates.by_demon(g, t, "exorcist"):
        demonnominates.ends(g, t, "exorcist")


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("day", n - 1)
