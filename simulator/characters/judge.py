"""Judge (Traveller): "Once per game, if another player nominated, you may
choose to force the current execution to pass or fail."

After the vote on a nomination another player made, a living Judge
sometimes uses it on that nominee (`{day: N, judge: J, target: P, verdict:
pass/fail}`), once per game. Working (sober and healthy), a pass executes P
at once ("regardless of how many votes they received") and ends the day's
nominations; a fail means P is not executed today ("none of the votes for
them count"). A drunk or poisoned Judge's verdict does nothing: the day goes
on as if unsaid.

Freedoms left out: a verdict on a nominee before a later nomination only
right after its own vote (the text allows it "during or after the votes are
tallied", which is the same moment here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.12
PASS = 0.5


def verdict(g: Game, s: int, nominee: int, nominator: int) -> bool | None:
    seat = g.seats[s]
    if (seat.marks.get("judge") or nominator == s or not g.alive(s)
            or "judge" not in seat.abilities() or not st.chance(g, USE)):
        return None
    seat.marks["judge"] = True
    passed = st.chance(g, PASS)
    g.event(judge=g.name(s), target=g.name(nominee), verdict="pass" if passed else "fail")
    if not g.works(s, "judge"):
        return None
    return passed
