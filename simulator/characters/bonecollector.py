"""Bone Collector (Traveller): "Once per game, at night*, choose a dead
player: they regain their ability until dusk."

Once per game, on a night but the first, a living Bone Collector sometimes
chooses a dead player (`{night: N, bonecollector: P}`); working, that player
has their ability again until the next dusk while the Bone Collector lives
(a `REGAINED` effect; the player stays dead): its night steps later that
night are played as a living holder's (`Game.night_step`), reports included,
but nothing kills them again (a dead Demon attacking itself).
A drunk or poisoned Bone Collector's choice spends it and does nothing.

Freedoms left out: a regained day ability (a spent Slayer shot again, a
Virgin) and a "you start knowing" ability used again: the loop plays day
steps for living players only and first-night steps on night 1 only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import REGAINED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.3


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    dead = [i for i in range(g.n) if not g.alive(i)]
    if (g.night == 1 or not g.alive(s) or seat.marks.get("bonecollector") or not dead
            or not st.chance(g, USE)):
        return
    seat.marks["bonecollector"] = True
    t = g.rng.choice(dead)
    g.report(s, "bonecollector", g.name(t))
    g.chosen(s, "bonecollector", t)
    if g.works(s, "bonecollector"):
        g.add_effect(Effect(REGAINED, t, s, "bonecollector", until=order_of("day", g.night),
                            while_source=True))


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))


def wakes(g: Game, s: int) -> bool:
    """Woken each night* until the ability is used."""
    return g.alive(s) and not g.seats[s].marks.get("bonecollector")
