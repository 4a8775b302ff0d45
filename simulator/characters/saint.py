"""Saint: "If you die by execution, your team loses."

A sober, healthy Saint dying by execution ends the game (a dead Saint
executed does not die).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def on_death(g: Game, s: int, cause: str) -> None:
    if cause == "execution" and g.works(s, "saint"):
        g.end("the Saint's team loses: executed")
    elif cause == "execution":
        g.malfunction(s, "saint")  # drunk or poisoned: the game should have ended
