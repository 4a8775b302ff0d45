"""Mayor: "If only 3 players live & no execution occurs, your team wins. If you
die at night, another player might die instead."

Attacked by the Demon, a sober, healthy Mayor may have another player die
instead: the Storyteller's choice among everyone else, dead players and the
Demon too. "If the Demon attacks the Mayor, and the Storyteller instead
chooses a dead player, the Soldier, or a player protected by the Monk, that
player does not die tonight." At dusk with three players alive (Travellers
count) and no execution today (a dead player's counts), a sober, healthy
Mayor's team wins.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

BOUNCE = 0.5


def on_attacked(g: Game, s: int, demon: int) -> bool:
    if not g.works(s, "mayor") or g.rng.random() >= BOUNCE:
        return False
    x = g.rng.choice([i for i in range(g.n) if i != s])
    g.note(mayor_bounce=g.name(x))
    g.freedom("mayor_bounce")
    if not g.alive(x):
        g.freedom("mayor_bounce_dead")
    g.demon_attack(demon, x)
    return True


def at_dusk(g: Game, s: int) -> None:
    if g.alive(s) and len(g.alive_seats()) == 3 and g.executed_today is None:
        if g.works(s, "mayor"):
            g.end("good wins: the Mayor with three alive and no execution")
        else:
            g.malfunction(s, "mayor")  # drunk or poisoned: good should have won
