"""Goblin: "If you publicly claim to be the Goblin when nominated & are
executed that day, your team wins."

"Any player may claim to be the Goblin when nominated": a nominee (the
Goblin more often) sometimes does, before the vote (`{day: N, goblin: Q}`).
A Goblin who claimed today and is executed that day wins for their team if
sober and healthy (the game ends, so the simulator replays that day); one who
did not claim today "dies and the game continues as normal".

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CLAIM = 0.05  # any nominee
GOBLIN_CLAIM = 0.4  # the Goblin itself


def before_vote(g: Game, nominee: int, nominator: int) -> None:
    seat = g.seats[nominee]
    if st.chance(g, GOBLIN_CLAIM if seat.char == "goblin" else CLAIM):
        seat.marks["goblin_claimed"] = g.day
        g.event(goblin=seat.name)


def on_death(g: Game, s: int, cause: str) -> None:
    if (cause == "execution" and g.seats[s].marks.get("goblin_claimed") == g.day
            and g.works(s, "goblin")):
        g.end("the Goblin's team wins: claimed and executed")
