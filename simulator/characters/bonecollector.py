"""Bone Collector (Traveller): "Once per game, at night*, choose a dead
player: they regain their ability until dusk."

Once per game, on a night but the first, a living Bone Collector sometimes
chooses a dead player (`{night: N, bonecollector: P}`); working, that player
has their ability again until the next dusk while the Bone Collector lives
(a `regained` effect; the player stays dead). A drunk or poisoned Bone
Collector's choice spends it and does nothing.

Freedoms left out: the regained ability does not act: the character
modules' night and day steps are for living holders (a dead player's
regained Empath is not woken here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import Effect

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.3
REGAINED = "regained"


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    dead = [i for i in range(g.n) if not g.alive(i)]
    if (g.night == 1 or not g.alive(s) or seat.marks.get("bonecollector") or not dead
            or not st.chance(g, USE)):
        return
    seat.marks["bonecollector"] = True
    t = g.rng.choice(dead)
    g.report(s, "bonecollector", g.name(t))
    if g.works(s, "bonecollector"):
        g.add_effect(Effect(REGAINED, t, s, "bonecollector", until=order_of("day", g.night),
                            while_source=True))


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
