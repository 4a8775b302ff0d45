"""Riot: "On day 3, Minions become Riot & nominees die but nominate an alive
player immediately. This must happen."

The Riot never wakes and kills nobody at night. At its step on night 3,
while a Riot lives with its ability working and was not chosen by the
Exorcist, every Minion, alive or dead, becomes Riot (keeping its
alignment); who is a Minion is a registration, so a Recluse whose ability
works may become Riot too, and stays good. Day 3 with a Riot alive ends the
game: each nominee dies and nominates at once until evil wins at dusk
(while a Riot lives) or good wins (no Riot left), so such a day is never
written (cases describe games still going); the twin ends it at dusk.

Freedoms left out: the day-3 chain of nominations itself (it always ends
the game, so no written case holds it).

Jinxes: with a Banshee, Farmer, Ravenkeeper or Sage on the script it picks a
living good player each night* (simulator/demonpick.py); the Mayor and Atheist
jinxes act only in the riot, which always ends the game (as the solver).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demonpick
from simulator import storyteller as st
from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

RIOT_DAY = 3
RECLUSE_JOINS = 0.5  # a player who may register as a Minion becomes Riot

# One who only believes they are this Demon (a Lunatic) is not woken for it.
BELIEVED_STEP = False


def wakes(g: Game, s: int) -> bool:
    return False


def _minion(g: Game, i: int) -> bool:
    """Whether the Storyteller treats `i` as a Minion for "Minions become Riot":
    a real Minion always; one who may register as a Minion sometimes."""
    if g.team(g.seats[i].char) == "minion":
        return True
    chars, _ = st.register_options(g, i)
    if any(g.team(c) == "minion" for c in chars[1:]) and st.chance(g, RECLUSE_JOINS):
        st.misregistered(g, i, char=next(c for c in chars[1:] if g.team(c) == "minion"))
        g.freedom("riot_recluse")
        return True
    return False


def night(g: Game, s: int) -> None:
    if g.night != RIOT_DAY or not g.alive(s) or g.effects_on(s, KEPT_ASLEEP):
        return
    if not g.works(s, "riot"):
        g.note(result="the Riot is drunk or poisoned: no Minion becomes Riot")
        return
    # "Minions become Riot" at one moment: who is a Minion (or registers as
    # one) is judged before anyone changes (a Philosopher who gained the
    # Recluse's ability and becomes Riot does not first sober the Recluse).
    rioters = [i for i in range(g.n) if i != s and g.seats[i].char != "riot" and _minion(g, i)]
    for i in rioters:
        g.become(i, "riot")


def at_dusk(g: Game, s: int) -> None:
    if g.day == RIOT_DAY and g.alive(s):
        g.end("evil wins: a Riot lives at the end of day 3")


def before_step(g: Game, s: int, char: str) -> None:
    """Jinxes (Banshee, Farmer, Ravenkeeper, Sage): the nightly pick."""
    demonpick.before_step(g, s, char, "riot")
