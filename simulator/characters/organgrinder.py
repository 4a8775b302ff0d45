"""Organ Grinder: "All players keep their eyes closed when voting and the vote
tally is secret. Each night, choose if you are drunk until dusk."

Each night a living Organ Grinder chooses whether to be drunk until dusk.
While they are alive, sober and healthy when the day starts, the day's
votes are secret: the case records each nomination without its votes and
voters (the execution is announced as normal).

Freedoms left out: a dead player's vote token is kept until the end of a
secret day ("removed at the end of the day instead of after the vote") here
too; a day on which the Organ Grinder dies or changes mid-day is all secret
or all open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

DRINKS = 0.35


def night(g: Game, s: int) -> None:
    if g.alive(s) and st.chance(g, DRINKS):
        g.add_effect(Effect(DRUNK, s, s, "organgrinder", until=order_of("day", g.night)))


def day(g: Game, s: int) -> None:
    if g.works(s, "organgrinder"):
        g.marks["organgrinder_secret"] = g.day


def at_dusk(g: Game, s: int) -> None:
    if g.marks.get("organgrinder_secret") != g.day:
        return
    for e in g.events:
        if e.get("day") == g.day and "nominated" in e:
            e.pop("votes", None)
            e.pop("voters", None)
