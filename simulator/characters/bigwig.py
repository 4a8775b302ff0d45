"""Big Wig (Loric): "Each nominee chooses a player: until voting, only they
may speak & they are mad the nominee is good or they might die."

Speech and madness are not played; the penalty is: now and then by day a
living player dies, `{day: N, died: P, by: bigwig}`.

Freedoms left out: the link between the death and a nomination (any player
may die, as the solver reads it); a death the player would escape (a sober
Fool's first death) is not played (`g.day_kill`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

DIES = 0.05  # chance per day that a chosen speaker fails and dies


def day(g: Game, s: None) -> None:
    if not st.chance(g, DIES):
        return
    p = g.rng.choice(g.alive_seats())
    if g.day_kill(p, "bigwig"):
        g.freedom("bigwig_kill")
