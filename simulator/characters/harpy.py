"""Harpy: "Each night, choose 2 players: tomorrow, the 1st player is mad that the
2nd is evil, or one or both might die."

Each night the living Harpy chooses two different players (its report
`[P1, P2]`); a drunk or poisoned Harpy's choice does nothing (an abnormal
outcome). The next day, as it starts, the Storyteller sometimes judges the
1st player not mad: one or both of the two die, each written `{day: N, died:
P, by: harpy}`.

Freedoms left out: what the 1st player says (madness is not played out);
the deaths come at the start of the day, not later in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

KILL = 0.2  # chance the Storyteller kills after a Harpy's choice
BOTH = 0.3  # of those, chance both die


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.n < 2:
        return
    p1, p2 = g.rng.sample(range(g.n), 2)
    g.chosen(s, "harpy", p1)
    g.chosen(s, "harpy", p2)
    g.report(s, "harpy", [g.name(p1), g.name(p2)])
    if g.works(s, "harpy"):
        g.seats[s].marks["harpy"] = (g.night, p1, p2)
    else:
        g.malfunction(s, "harpy")


def at_dawn(g: Game, s: int) -> None:
    chosen = g.seats[s].marks.get("harpy")
    if not chosen or chosen[0] != g.day or not st.chance(g, KILL):
        return
    pair = list(chosen[1:])
    victims = pair if st.chance(g, BOTH) else [g.rng.choice(pair)]
    for p in victims:
        if g.kill(p, "harpy"):
            g.event(died=g.name(p), by="harpy")


def anything(g: Game, s: int) -> Any:
    return [g.name(p) for p in g.rng.sample(range(g.n), 2)]
