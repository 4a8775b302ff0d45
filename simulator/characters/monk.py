"""Monk: "Each night*, choose a player (not yourself): they are safe from the
Demon tonight."

Any other player, alive or dead; the choice is reported. A working Monk's
player is safe from the Demon's attack for the rest of the night.

Freedoms left out: none known.

Jinxes (Leviathan, Riot): the player a working Monk chose last night, executed
on that Demon's nomination (a working one), ends the game: good wins
(simulator/demonnominates.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demonnominates
from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import SAFE, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    t = st.pick(g, {s})
    g.report(s, "monk", g.name(t))
    g.seats[s].marks["monk"] = (g.night, t)
    g.chosen(s, "monk", t)
    if g.works(s, "monk"):
        g.seats[s].marks["monk_safe"] = (g.night, t)
        g.add_effect(Effect(SAFE, t, s, "monk", until=order_of("night", g.night)))


def on_any_execution(g: Game, holder: int, t: int) -> None:
    """Jinxes (Leviathan, Riot): the player a working Monk chose last night,
    executed on that Demon's nomination, makes good win."""
    if g.seats[holder].marks.get("monk_safe") == (g.day, t) \
            and demonnominates.by_demon(g, t, "monk"):
        demonnominates.ends(g, t, "monk")


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Monk's choice killed by the Demon tonight."""
    return (cause == "demon" and g.phase[0] == "night" and g.alive(holder)
            and g.seats[holder].marks.get("monk") == (g.night, s) and not g.works(holder, "monk"))


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("day", n - 1)
