"""Fiddler (Fabled): "Once per game, the Demon secretly chooses an opposing
player: all players choose which of these 2 players win."

Now and then at the end of a day a living Demon calls the contest against a
player of the other alignment; the two are written `{day: N, fiddler: P,
with: Q}` in random order (the table does not learn which is the Demon),
and the game ends after that day.

Freedoms left out: the contest before the day's nominations (it is played
at dusk, after the day's execution); who wins (not written).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CONTEST = 0.15  # chance per day that the Demon calls the contest


def at_dusk(g: Game, s: None) -> None:
    demons = g.living_demons()
    if g.ended or g.final or not demons or not st.chance(g, CONTEST):
        return
    d = g.rng.choice(demons)
    opposing = [i for i in range(g.n) if g.seats[i].evil != g.seats[d].evil]
    if not opposing:
        return
    pair = [d, g.rng.choice(opposing)]
    g.rng.shuffle(pair)
    g.event(fiddler=g.name(pair[0]), **{"with": g.name(pair[1])})
    g.note(fiddler=g.name(d), against=g.name(pair[0] if pair[1] == d else pair[1]))
    g.final = "the Fiddler's contest"
