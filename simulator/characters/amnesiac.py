"""Amnesiac: "You do not know what your ability is. Each day, privately guess
what it is: you learn how accurate you are."

Seed 002: "The Storyteller decides what the Amnesiac's ability is ... The
Amnesiac may wake at any time during the night to learn information or to
choose a player, or their ability may be passive." Each day's guess is
answered "cold", "warm", "hot" or "bingo". A living Amnesiac may report a
guess and its answer each day, and something shown or chosen on a night
(the Storyteller's invention): every report is free.

Freedoms left out: the invented ability has no effect in play (it protects,
kills, droisons and changes nobody); the solver does not model such effects
either, so the two agree, and a world only such an effect explains is never
generated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

GUESS = 0.6  # chance per day of a guess
WOKEN = 0.4  # chance per night that the invented ability wakes them
ANSWERS = ("cold", "warm", "hot", "bingo")


def wakes(g: Game, s: int) -> bool:
    """Whether the invented ability wakes them tonight: the Storyteller's."""
    woken = g.alive(s) and st.chance(g, WOKEN)
    g.seats[s].marks["amnesiac_woken"] = g.night if woken else None
    return woken


def night(g: Game, s: int) -> None:
    if g.seats[s].marks.get("amnesiac_woken") == g.night:
        g.report(s, "amnesiac", anything(g, s))


def day(g: Game, s: int) -> None:
    if st.chance(g, GUESS):
        g.report(s, "amnesiac", [g.rng.choice(g.script.seated()), g.rng.choice(ANSWERS)])


def anything(g: Game, s: int) -> Any:
    """What an invented night ability showed: a player, or a player and an alignment."""
    p = g.name(g.rng.randrange(g.n))
    return p if st.chance(g, 0.5) else [p, g.rng.choice(("good", "evil"))]
