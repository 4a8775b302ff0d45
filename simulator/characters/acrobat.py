"""Acrobat: "Each night*, choose a player: if they are or become drunk or
poisoned tonight, you die."

Each night but the first a living Acrobat (or one who believes it is)
chooses any player, usually a living other one, and reports the choice; the
choice is announced first (a Goon chosen first makes it drunk). If the chosen
player is drunk or poisoned then (the Drunk counts: drunk by nature), a sober
and healthy Acrobat dies at once; if they become so later that night, it
dies then (checked before each later step and at dawn), unless something
keeps it alive.

Freedoms left out: the Acrobat's death after a later droisoning comes just
before the next step, never later that night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.03


def _hit(g: Game, t: int) -> bool:
    return g.droisoned(t) or g.seats[t].char == "drunk"


def _check(g: Game, s: int) -> None:
    seat = g.seats[s]
    chosen = seat.marks.get("acrobat")
    if not chosen or chosen[0] != g.night or not g.alive(s) or not g.works(s, "acrobat"):
        return
    if _hit(g, chosen[1]):
        seat.marks["acrobat"] = None
        g.note(acrobat=seat.name, chose=g.name(chosen[1]), droisoned=True)
        g.kill(s, "acrobat")


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s):
        return
    t = s if st.chance(g, SELF) else st.pick(g, {s}, 0.9)
    g.report(s, "acrobat", g.name(t))
    g.chosen(s, "acrobat", t)
    if "acrobat" in g.seats[s].abilities():
        g.seats[s].marks["acrobat"] = (g.night, t)
        _check(g, s)


def before_step(g: Game, s: int, char: str) -> None:
    if g.night:
        _check(g, s)


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}, 0.9))
