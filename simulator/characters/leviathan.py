"""Leviathan: "If more than 1 good player is executed, evil wins. All players
know you are in play. After day 5, evil wins."

The Leviathan never wakes and kills nobody. While it is alive, sober and
healthy, the game ends with an evil win as soon as a second good player has
been executed (an execution that does not kill counts; each executed player's
alignment read as it is now), and at the end of day 5 (such a day is
replayed or the game stops before it: cases describe games still going).
That all players know it is in play leaves nothing in a case.

Freedoms left out: an executed player's alignment is read at each later
execution, not kept from their own (a change of alignment after one's
execution is rare).

Jinxes: with a Banshee, Farmer, Ravenkeeper or Sage on the script it picks a
living good player each night* (simulator/demonpick.py); the Mayor jinx
changes who wins, not whether the game goes on (as the solver).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demonpick

if TYPE_CHECKING:
    from simulator.loop import Game

# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def _working(g: Game, s: int) -> bool:
    return g.alive(s) and g.works(s, "leviathan")


def _good_executed(g: Game) -> int:
    names = [e["executed"] for e in g.events if isinstance(e.get("executed"), str)]
    return sum(not x.evil for x in g.seats for n in names if x.name == n)


def after_execution(g: Game, s: int, executed: int) -> None:
    if _working(g, s) and _good_executed(g) >= 2:
        g.end("evil wins: a second good player executed under the Leviathan")


def at_dusk(g: Game, s: int) -> None:
    after_execution(g, s, -1)  # an execution by another ability (the Virgin's) too
    if _working(g, s) and g.day >= 5:
        g.end("evil wins: day 5 ended under the Leviathan")


def wakes(g: Game, s: int) -> bool:
    return False


def before_step(g: Game, s: int, char: str) -> None:
    """Jinxes (Banshee, Farmer, Ravenkeeper, Sage): the nightly pick."""
    demonpick.before_step(g, s, char, "leviathan")
