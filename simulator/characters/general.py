"""General: "Each night, you learn which alignment the Storyteller believes is
winning: good, evil, or neither."

Seed 002: "The Storyteller is the judge on which team is winning", at the
point the General wakes. Every night, the first included, a living General
(or a player who believes they are one) is told good, evil or neither, any of
the three: no grimoire decides the Storyteller's opinion, so a sober General
is told any of them as well.

Freedoms left out: none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from simulator.loop import Game

ANSWERS = ("good", "evil", "neither")


def night(g: Game, s: int) -> None:
    if g.alive(s):
        g.report(s, "general", anything(g, s))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(ANSWERS)
