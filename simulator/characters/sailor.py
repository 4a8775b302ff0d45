"""Sailor: "Each night, choose an alive player: either you or they are drunk
until dusk. You can't die."

Each night (the first too) the Sailor chooses a living player, themself
too. A sober and healthy Sailor makes the Storyteller choose the Sailor or
that player to be drunk until dusk (ending if the Sailor dies). While sober
and healthy the Sailor cannot die (only an unstoppable kill gets through); a
drunk or poisoned Sailor, their own choice included, can.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    t = g.rng.choice(g.alive_seats())
    g.report(s, "sailor", g.name(t))
    g.chosen(s, "sailor", t)
    if g.works(s, "sailor"):
        drunk = g.rng.choice([s, t])
        if drunk == s != t:
            g.freedom("sailor_drunk_self")
        g.add_effect(Effect(DRUNK, drunk, s, "sailor", until=order_of("day", g.night),
                            while_source=True))


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Sailor dies: counted or not (the Sailor may be drunk by
    their own ability, not "another character's")."""
    if holder != s or g.works(s, "sailor") or not st.chance(g, st.BLOCKED_COUNTED):
        return False
    g.freedom("sailor_failure_counted")
    return True


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    return holder == s and g.alive(s) and g.works(s, "sailor")


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.choice(g.alive_seats()))
