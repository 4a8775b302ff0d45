"""Tinker: "You might die at any time."

While alive, sober and healthy, the Tinker may die whenever the Storyteller
wishes (unless something keeps them alive): at night just before any
character's step or after the last one, the first night too (`before_step`;
the night's death is public at dawn), and by day before the nominations or after them (a public
`{day: N, died: P}`). The Tinker never wakes.

Freedoms left out: by day, only before the first nomination or at dusk
(not between two nominations).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

AT_A_STEP = 0.012
BY_DAY = 0.05


def before_step(g: Game, s: int, char: str) -> None:
    if g.alive(s) and g.works(s, "tinker") and g.rng.random() < AT_A_STEP:
        g.note(tinker_dies=g.name(s), before=char)
        g.freedom("tinker_death")
        g.kill(s, "tinker")


def die_by_day(g: Game, s: int) -> None:
    if g.alive(s) and g.works(s, "tinker") and g.rng.random() < BY_DAY:
        g.note(tinker_dies=g.name(s))
        g.freedom("tinker_death")
        if g.kill(s, "tinker"):
            g.event(died=g.name(s))


def day(g: Game, s: int) -> None:
    die_by_day(g, s)


def at_dusk(g: Game, s: int) -> None:
    die_by_day(g, s)


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
