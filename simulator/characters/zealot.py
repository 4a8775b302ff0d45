"""Zealot: "If there are 5 or more players alive, you must vote for every
nomination."

Seed 002 gives only the Korean ability line ("If there are 5 or more living
players, you must raise your hand on every execution vote"). The obligation
binds the player's hand (the Butler's text: "It is not the Storyteller's
responsibility to monitor the Butler. They're responsible for their own
voting"), so a living player who has or believes they have the ability (a
drunk or poisoned Zealot does not know it) votes on every nomination while
5 or more players are alive, and rarely forgets. With the Butler's ability
too (a Hermit), the Butler's rule still withdraws a vote its master does not
make: seed 002's ruling, "The Hermit must vote when (and only when) their
master votes".

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

FORGETS = 0.05


def must_vote(g: Game, s: int, nominee: int) -> bool:
    return len(g.alive_seats()) >= 5 and not st.chance(g, FORGETS)
