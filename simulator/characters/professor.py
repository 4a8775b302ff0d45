"""Professor: "Once per game, at night*, choose a dead player: if they are a
Townsfolk, they are resurrected."

Each night but the first, until the ability is spent, the Professor wakes
and may choose a dead player (any). A sober and healthy Professor who
chooses a dead Townsfolk brings them back to life with their ability
(`g.revive`, written as `{night: N, revived: P}`); anything else does
nothing. Either way the ability is spent and the choice is reported.
Holders wake in turn at the step: one brought back by an earlier holder has
the ability again and may use it; one brought back by a holder who was
itself brought back tonight is left asleep (the Storyteller may wake it
first, while still dead), as the solver reads it (rules/characters/professor.py).

Freedoms left out: a dead Spy registering as a Townsfolk is never revived
(the Spy's misregistration is not drawn here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.3


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if g.night == 1 or not g.alive(s) or seat.marks.get("professor"):
        return
    if seat.marks.get("professor_back_by_revived") == g.night:
        return  # the Storyteller wakes them before the holder who brought them back
    dead = [i for i in range(g.n) if not g.alive(i)]
    if not dead or g.rng.random() >= USE:
        return
    t = g.rng.choice(dead)
    seat.marks["professor"] = True
    g.report(s, "professor", g.name(t))
    g.chosen(s, "professor", t)
    works = g.works(s, "professor")
    g.note(professor=seat.name, chooses=g.name(t), works=works)
    if works and g.team(g.seats[t].char) == "townsfolk":
        g.revive(t, "professor")
        if s in g.revived_tonight:
            g.seats[t].marks["professor_back_by_revived"] = g.night


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant says they used it once, on a night some player was dead."""
    seat = g.seats[s]
    if "professor_bluff" not in seat.marks:
        nights = [k for k in range(2, g.last_phase[1] + 1) if seat.alive_at("day", k - 1)
                  and any(not x.alive_at("day", k - 1) for x in g.seats)]
        seat.marks["professor_bluff"] = g.rng.choice(nights) if nights and \
            g.rng.random() < 0.5 else 0
    return n == seat.marks["professor_bluff"]


def wakes(g: Game, s: int) -> bool:
    """Woken each night* until the ability is used."""
    return g.alive(s) and not g.seats[s].marks.get("professor")
