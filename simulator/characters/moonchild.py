"""Moonchild: "When you learn that you died, publicly choose 1 alive player.
Tonight, if it was a good player, they die."

On learning of their death (the same day when executed or killed by day;
at dawn after a night death) the Moonchild publicly chooses a living
player (`{day: N, moonchild: Q, chose: P}`). That night, if the player
registered as good when chosen and the Moonchild is sober and healthy at
night (drunkenness when choosing does not matter), the chosen player dies
unless something keeps them alive. An evil player bluffing as the Moonchild
who died at night often pretends to choose.

Freedoms left out: a bluffer executed by day does not pretend to choose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

BLUFF_CHOOSES = 0.7


def choose(g: Game, s: int) -> None:
    living = g.alive_seats()
    if not living:
        return
    t = g.rng.choice(living)
    g.event(moonchild=g.name(s), chose=g.name(t))
    if "moonchild" in g.seats[s].abilities():
        good = not register_evil(g, t)
        g.seats[s].marks["moonchild"] = (g.day, t, good)
        g.note(moonchild=g.name(s), chose=g.name(t), good=good)


def on_death(g: Game, s: int, cause: str) -> None:
    if g.phase[0] == "day":
        choose(g, s)


def at_dawn(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.death != ("night", g.day):
        return
    if "moonchild" in seat.abilities() or g.rng.random() < BLUFF_CHOOSES:
        choose(g, s)


def night(g: Game, s: int) -> None:
    picked = g.seats[s].marks.get("moonchild")
    if picked is None or picked[0] != g.night - 1 or not picked[2]:
        return
    if g.works(s, "moonchild"):
        g.note(moonchild_kills=g.name(picked[1]))
        g.kill(picked[1], "moonchild")


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
