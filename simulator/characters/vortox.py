"""Vortox: "Each night*, choose a player: they die. Townsfolk abilities yield
false info. Each day, if no-one is executed, evil wins."

The kill as for every Demon (`simulator.demons`). While the Vortox lives
and is sober and healthy, every Townsfolk ability's information is false
(any false answer of the ability's form: `simulator.storyteller.told`), and
a day ending with no execution (a dead player's counts) ends the game.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons

if TYPE_CHECKING:
    from simulator.loop import Game


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    demons.night(g, s, "vortox")


def falsifies(g: Game, holder: int, s: int, ability: str) -> bool:
    return g.alive(holder) and g.team(ability) == "townsfolk" and g.works(holder, "vortox")


def at_dusk(g: Game, s: int) -> None:
    if g.alive(s) and g.works(s, "vortox") and g.executed_today is None:
        g.end("evil wins: no execution under the Vortox")
