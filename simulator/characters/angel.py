"""Angel (Fabled): "Something bad might happen to whoever is most responsible
for the death of a new player."

Storyteller's judgement: who was most responsible is free; the penalty is
played as the Hell's Librarian's (a day death `by: angel`, or the ability
lost until dusk), now and then by day.

Freedoms left out: the penalty's link to a new player's death (any player
may be punished, as the solver reads it), and penalties by night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.characters.hellslibrarian import punish

if TYPE_CHECKING:
    from simulator.loop import Game


def day(g: Game, s: None) -> None:
    punish(g, "angel")
