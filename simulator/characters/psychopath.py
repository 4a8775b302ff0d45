"""Psychopath: "Each day, before nominations, you may publicly choose a player:
they die. If executed, you only die if you lose roshambo."

Some days, before nominations, the living Psychopath publicly chooses a
player (usually a living other one), written `{day: N, psychopath: Q,
target: P, died: yes/no}`: P dies if the Psychopath's ability works and
nothing keeps P alive. A drunk or poisoned Psychopath's choice of a living
player kills nobody (an abnormal outcome). Executed, a working Psychopath
plays roshambo: won (half the time), it lives; babysitting Lil' Monsta (jinx:
"A Psychopath babysitting Lil' Monsta dies when executed") it dies.

Freedoms left out: an evil player who is not the Psychopath never pretends
to choose; a Psychopath chooses at most once a day.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CHOOSE = 0.3  # chance per day that the Psychopath chooses
WIN = 0.5  # chance the Psychopath wins roshambo


def day(g: Game, s: int) -> None:
    if "psychopath" not in g.seats[s].abilities() or not st.chance(g, CHOOSE):
        return
    living = [i for i in g.alive_seats() if i != s]
    if not living:
        return
    t = g.rng.choice(living)
    works = g.works(s, "psychopath")
    if not works:
        g.malfunction(s, "psychopath")
    died = works and g.may_die(t, "psychopath")
    g.event(psychopath=g.name(s), target=g.name(t), died=died)
    if died and not g.kill(t, "psychopath"):
        g.events[-1]["died"] = False


def cannot_die(g: Game, s: int, cause: str) -> bool:
    if cause != "execution" or not g.works(s, "psychopath"):
        return False
    if g.jinxed("psychopath", "lilmonsta") and g.marks.get("lilmonsta_sitter") == s:
        return False
    marks = g.seats[s].marks
    if marks.get("psychopath_roshambo", (None,))[0] != g.day:
        marks["psychopath_roshambo"] = (g.day, st.chance(g, WIN))
    return marks["psychopath_roshambo"][1]
