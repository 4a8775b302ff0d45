"""Princess: "On your 1st day, if you nominated & executed a player, the Demon
doesn't kill tonight."

At dusk on day 1, a Princess whose nominee that day was executed (by any of
the day's executions: the first, before a Butcher's second) marks the coming
night; that night nobody dies by the Demon's attack while she has her
ability and is sober and healthy (read at each attack). A drunk or poisoned
one's protection should have worked: each death by the Demon that night is a
malfunction (a Mathematician counts it).

A Scapegoat executed in her nominee's place counts as her nominee's execution
or not, the Storyteller's call (`princess_scapegoat_counts`).

Freedoms left out: a Princess made mid-game (her 1st day after day 1) does
nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SCAPEGOAT_COUNTS = 0.5


def at_dusk(g: Game, s: int) -> None:
    """Any of the day's executions counts, not only its last: a Butcher's second
    execution does not undo her nominee's. A Scapegoat executed in her nominee's
    place counts or not, the Storyteller's call (the texts do not settle it)."""
    if g.day != 1 or not g.alive(s):
        return
    name, nominated, goat = g.name(s), set(), False
    for e in g.events:
        if e.get("day") != 1:
            continue
        if e.get("nominated") is not None and e.get("by") == name:
            nominated.add(e["nominated"])
        elif e.get("instead_of") in nominated:
            goat = True
        elif e.get("executed") in nominated and "instead_of" not in e:
            _protect(g, s)
            return
    if goat and st.chance(g, SCAPEGOAT_COUNTS):
        g.freedom("princess_scapegoat_counts")
        _protect(g, s)


def _protect(g: Game, s: int) -> None:
    g.seats[s].marks["princess"] = 2
    g.note(princess=g.name(s), demon_kills_nobody_on_night=2)


def _covers(g: Game, holder: int, cause: str) -> bool:
    return cause == "demon" and g.night == 2 and g.seats[holder].marks.get("princess") == 2 \
        and "princess" in g.seats[holder].abilities() and g.has_ability(holder)


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    return _covers(g, holder, cause) and g.works(holder, "princess")


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    return _covers(g, holder, cause) and not g.works(holder, "princess")


def wakes(g: Game, s: int) -> bool:
    """Her place in the night order is the Storyteller's reminder: nobody wakes
    for it (a Chambermaid does not count her)."""
    return False
