"""Gnome (Traveller): "All players start knowing a player of your alignment.
You may choose to kill anyone who nominates them."

On the Gnome's first day in the game the Storyteller names the amigo to
all, written `{day: N, gnome: P}`: a player registering as the Gnome's
alignment while the Gnome's ability works (anyone otherwise). Later, when a
player nominates the amigo, a living Gnome with a working ability sometimes
kills the nominator: `{day: N, died: Q, by: gnome}`.

Freedoms left out: the amigo is told at dawn, not during the night; a drunk
Gnome's attempted kill leaves no event; a kill the nominator would escape (a
sober Fool's first death) is not attempted (`g.day_kill`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

KILL = 0.5


def at_dawn(g: Game, s: int) -> None:
    if "gnome_amigo" in g.marks or not g.alive(s):
        return
    pool = list(range(g.n))
    if g.works(s, "gnome"):
        pool = [t for t in pool if st.register_evil(g, t) == g.seats[s].evil]
    if not pool:
        return
    t = g.rng.choice(pool)
    g.marks["gnome_amigo"] = t
    g.event(gnome=g.name(t))


def on_any_nomination(g: Game, s: int, nominee: int, nominator: int) -> None:
    if (g.marks.get("gnome_amigo") != nominee or not g.alive(s) or not g.works(s, "gnome")
            or not st.chance(g, KILL)):
        return
    g.day_kill(nominator, "gnome")
