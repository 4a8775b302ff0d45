"""Banshee: "If the Demon kills you, all players learn this. From now on, you
may nominate twice per day and vote twice per nomination."

Seeds 000 and 002: "The Banshee only gains these powers if they were killed
by the Demon. Dying by execution or to a non-Demon ability does not count";
"If the Banshee is killed by the Demon but does not have their ability at
that time ... do not tell the group". A Banshee (or anyone holding its
ability) killed by the Demon's attack while sober and healthy is announced:
the public event `{night: N, banshee: P}` right after the death (a case may
leave the announcement out: sometimes it does).

Jinxes (Leviathan, Riot): a Banshee the Demon picks (simulator/demonpick.py)
dies at the Banshee's step (as to any ability's kill), drunk or not; one
whose ability works is announced and gains its powers, as if the Demon had
killed them (no Demon's kill otherwise).

Freedoms left out: the dead Banshee's two nominations a day and two votes
a nomination are not played (the loop lets only the living nominate and
counts one hand each); the solver checks neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demonpick
from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

RECORDED = 0.9  # the case lists the announcement
PICKED = "banshee_picked"  # the cause of a death by the Leviathan's or Riot's pick (jinx)


def night(g: Game, s: int) -> None:
    """Jinx: picked by the Leviathan or Riot, the Banshee dies and awakes."""
    if demonpick.chosen(g, s, "banshee") and "banshee" in g.seats[s].abilities():
        g.kill(s, PICKED)


def on_death(g: Game, s: int, cause: str) -> None:
    if cause not in ("demon", PICKED) or not g.works(s, "banshee"):
        return
    g.seats[s].marks["banshee"] = True
    g.note(banshee=g.name(s))
    if st.chance(g, RECORDED):
        g.event(banshee=g.name(s))


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
