"""Ogre: "On your 1st night, choose a player (not yourself): you become their
alignment (you don't know which) even if drunk or poisoned."

Seed 000: "The Ogre becomes the same alignment as their chosen player
immediately on the first night, even if the Ogre is drunk or poisoned. The
Ogre is not told their alignment." At its first-night step a player with
the Ogre's ability (a Hermit too) chooses any other player, dead or alive,
reports the choice, and takes the alignment that player registers as then
(a Recluse may register evil; jinx: "The Spy always registers as evil to
the Ogre"). Not told, the Ogre goes on claiming the Ogre.

Freedoms left out: the optional FRIEND rule (seed 000: "only recommended for
games of 15 players or more") is not played; an Ogre created mid-game does
not occur on the scripts played so far. Official jinx (Pit-Hag): an evil
player it made the Ogre does not turn good (`simulator.staysevil`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import staysevil
from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    t = st.pick(g, {s})
    g.report(s, "ogre", g.name(t))
    g.chosen(s, "ogre", t)
    if "ogre" not in g.seats[s].abilities():
        return  # believes it is the Ogre, without the ability
    evil = "spy" in g.seats[t].abilities() or st.register_evil(g, t)
    g.note(ogre=g.name(s), friend=g.name(t), evil=evil)
    if evil != g.seats[s].evil and not (g.seats[s].evil and staysevil.stays_evil(g, s, "ogre")):
        g.set_evil(s, evil)


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant makes up the night-1 choice unless it made one."""
    return n == 1 and not any("ogre" in x for x in g.seats[s].info)
