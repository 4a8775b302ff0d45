"""Boomdandy: "If you are executed, all but 3 players die. After a 10 to 1
countdown, the player with the most players pointing at them, dies."

When a Boomdandy whose ability works is executed (dying or not), just after
the execution the Storyteller picks 3 living players; every other living
player dies of it (one who cannot die, or escapes, lives on), each written
`{day: N, died: P, by: boomdandy}`. Then the countdown: sometimes a tie
(nobody dies), otherwise one living player dies, written the same way.

Freedoms left out: who is pointed at is drawn at random (the players'
choice, not modelled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

TIE = 0.2  # chance the countdown ends in a tie


def on_executed(g: Game, t: int) -> None:
    g.seats[t].marks["boomdandy_boom"] = g.works(t, "boomdandy")


def after_execution(g: Game, s: int, executed: int) -> None:
    if s != executed or not g.seats[s].marks.pop("boomdandy_boom", False):
        return
    living = g.alive_seats()
    spared = set(g.rng.sample(living, min(3, len(living))))
    for p in living:
        if p not in spared:
            die(g, p)
    if st.chance(g, TIE):
        return
    left = g.alive_seats()
    if left:
        die(g, g.rng.choice(left))


def die(g: Game, p: int) -> None:
    if g.kill(p, "boomdandy"):
        g.event(died=g.name(p), by="boomdandy")
