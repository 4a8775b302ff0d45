"""Fearmonger: "Each night, choose a player: if you nominate & execute them, their
team loses. All players know if you choose a new player."

Each night the living Fearmonger chooses a player (often the one it chose
last); a working one's new choice (every choice on its first night) is
announced, `{night: N, fearmonger: new}`; a drunk or poisoned one's is
announced or not at the Storyteller's whim. If the Fearmonger nominates the
player it chose last and that player is executed while its ability works,
the game ends (their team loses). Jinx (Vizier: "The Vizier wakes with the
Fearmonger"): a Vizier with its ability wakes too, counted among those woken
due to their ability half the time (the Storyteller's reading).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SAME = 0.5  # chance the Fearmonger keeps its target
FAKE = 0.5  # chance a drunk or poisoned Fearmonger's choice is announced
VIZIER_COUNTED = 0.5  # chance the Vizier's wake with it counts as due to its ability (jinx)


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    marks = g.seats[s].marks
    old = marks.get("fearmonger")
    t = old if old is not None and st.chance(g, SAME) else g.rng.randrange(g.n)
    g.chosen(s, "fearmonger", t)
    g.report(s, "fearmonger", g.name(t))
    if g.jinxed("fearmonger", "vizier"):
        for v, x in enumerate(g.seats):
            if "vizier" in x.abilities() and g.has_ability(v) and st.chance(g, VIZIER_COUNTED):
                g.woke_tonight.add(v)
    marks["fearmonger"] = t
    if g.works(s, "fearmonger") and t != old or \
            not g.works(s, "fearmonger") and st.chance(g, FAKE):
        g.event(fearmonger="new")


def on_any_nomination(g: Game, holder: int, nominee: int, nominator: int) -> None:
    if holder == nominator:
        g.seats[holder].marks["fearmonger_nominated"] = (g.day, nominee)


def on_any_execution(g: Game, holder: int, t: int) -> None:
    marks = g.seats[holder].marks
    if marks.get("fearmonger_nominated") == (g.day, t) and marks.get("fearmonger") == t \
            and g.alive(holder) and g.works(holder, "fearmonger"):
        g.end("the Fearmonger's target's team loses")


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
