"""Poisoner: "Each night, choose a player: they are poisoned tonight and
tomorrow day."

Any player, dead or alive, rarely the Poisoner. The poison lasts to the end
of the next day, and ends early if the Poisoner dies or stops being the
Poisoner.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.03


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    t = s if g.rng.random() < SELF else st.pick(g, {s}, 0.85)
    g.chosen(s, "poisoner", t)  # announced first: a Goon chosen makes her drunk
    if not g.works(s, "poisoner"):
        if "poisoner" in g.seats[s].abilities():
            g.malfunction(s, "poisoner")  # a drunk or poisoned Poisoner's poison does nothing
        return
    g.add_effect(Effect(POISONED, t, s, "poisoner", until=order_of("day", g.night),
                        while_source=True))
