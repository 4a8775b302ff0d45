"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you
chose last night might be regurgitated."

Each night but the first the Shabaloth chooses two different players (any:
now and then a dead one or itself; sometimes the Lunatic's two), each
attacked in the order chosen as a Demon kill; drunk or poisoned, it kills
nobody. Just before it wakes, the Storyteller may bring back one dead player
it chose last night (`g.revive`, written as `{night: N, revived: P}`). A
Lunatic who believes they are the Shabaloth wakes at this step and does
nothing.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.choices import demon_targets, demon_wakes

if TYPE_CHECKING:
    from simulator.loop import Game

REGURGITATE = 0.15


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    real = "shabaloth" in g.seats[s].abilities()
    last = g.seats[s].marks.get("shabaloth", {}).get(g.night - 1, [])
    dead = [t for t in last if not g.alive(t)]
    if real and g.alive(s) and dead and g.works(s, "shabaloth") \
            and g.rng.random() < REGURGITATE:
        g.revive(g.rng.choice(dead), "shabaloth")
    if not demon_wakes(g, s, "shabaloth", g.night > 1):
        return
    picks = demon_targets(g, s, 2)
    g.seats[s].marks.setdefault("shabaloth", {})[g.night] = picks
    g.note(shabaloth=g.name(s), chooses=[g.name(t) for t in picks])
    for t in picks:
        g.chosen(s, "shabaloth", t)
    if not g.works(s, "shabaloth"):
        g.note(result="the Shabaloth is droisoned: no kill")
        demons.failed(g, s, "shabaloth", picks)
        return
    for t in picks:
        g.demon_attack(s, t)
