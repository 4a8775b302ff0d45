"""Hell's Librarian (Fabled): "Something bad might happen to whoever talks
when the Storyteller has asked for silence."

Storyteller's judgement: who talked and what befalls them is free; the
mechanical part is the penalty, of the kinds the almanac recommends. Now
and then by day a living player is punished: they die (`{day: N, died: P,
by: hellslibrarian}`) or lose their ability until dusk (`{day: N,
hellslibrarian: P, lost: ability}`: poisoned until dusk).

Freedoms left out: the "may not vote for a day" penalty (the loop's voting
has no per-player ban), madness, and penalties by night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

BAD = 0.08
DIES = 0.3


def day(g: Game, s: None) -> None:
    punish(g, "hellslibrarian")


def punish(g: Game, by: str) -> None:
    """Now and then a living player is punished by the Fabled `by`: they die, or
    lose their ability until dusk."""
    if not st.chance(g, BAD):
        return
    p = g.rng.choice(g.alive_seats())
    if st.chance(g, DIES) and g.may_die(p, by):
        g.event(died=g.name(p), by=by)
        g.freedom(f"{by}_kill")
        g.kill(p, by)
    else:
        g.event(**{by: g.name(p)}, lost="ability")
        g.add_effect(Effect(POISONED, p, None, by, until=order_of("day", g.day)))
