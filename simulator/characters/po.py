"""Po: "Each night*, you may choose a player: they die. If your last choice
was no-one, choose 3 players tonight."

Each night but the first the Po chooses one player (any: now and then a dead
one or itself; sometimes what the Lunatic chose) or no-one. After a night
of no-one, the next night it wakes it chooses 3 different players, each
attacked as a Demon kill, and is then back to one. No-one counts even if
the Po was drunk or poisoned; a drunk or poisoned Po kills nobody. A Po that
does not wake (dead, the Exorcist's choice) keeps its last choice. A Lunatic
who believes they are the Po wakes at this step and does nothing.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.choices import demon_targets, demon_wakes

if TYPE_CHECKING:
    from simulator.loop import Game

NO_ONE = 0.25


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    if not demon_wakes(g, s, "po", g.night > 1):
        return
    seat = g.seats[s]
    if seat.marks.get("po") != "charged" and g.rng.random() < NO_ONE:
        seat.marks["po"] = "charged"
        g.note(po=g.name(s), chooses="no-one")
        return
    picks = demon_targets(g, s, 3 if seat.marks.get("po") == "charged" else 1)
    seat.marks["po"] = "one"
    g.note(po=g.name(s), chooses=[g.name(t) for t in picks])
    for t in picks:
        g.chosen(s, "po", t)
    if not g.works(s, "po"):
        g.note(result="the Po is droisoned: no kill")
        demons.failed(g, s, "po", picks)
        return
    for t in picks:
        g.demon_attack(s, t)
