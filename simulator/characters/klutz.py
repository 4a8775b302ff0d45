"""Klutz: "When you learn that you died, publicly choose 1 alive player: if
they are evil, your team loses."

Dying by day, the Klutz chooses at once; dying at night, at the next dawn
(when they learn it). Any living player; with a working ability, one who
registers as evil ends the game, the Klutz's team losing (an evil Klutz
too), so the game goes on only after a good choice; drunk or poisoned, the
choice does nothing (a Mathematician counts an evil one). Public event
`{day: N, klutz: Q, chose: P}`.

Freedoms left out: a player only pretending to be the Klutz never makes a
public choice on dying.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game


def choose(g: Game, s: int) -> None:
    living = g.alive_seats()
    if not living:
        return
    t = g.rng.choice(living)
    g.event(klutz=g.name(s), chose=g.name(t))
    evil = register_evil(g, t)
    g.note(klutz=g.name(s), chose=g.name(t), evil=evil, works=g.works(s, "klutz"))
    if evil and g.works(s, "klutz"):
        g.end("the Klutz chose an evil player")
    elif evil:
        g.malfunction(s, "klutz")


def on_death(g: Game, s: int, cause: str) -> None:
    if g.phase[0] == "day":
        choose(g, s)
    else:
        g.seats[s].marks["klutz"] = g.night


def at_dawn(g: Game, s: int) -> None:
    if g.seats[s].marks.get("klutz") == g.day:
        choose(g, s)
