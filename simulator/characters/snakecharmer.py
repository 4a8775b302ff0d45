"""Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps
characters & alignments with you & is then poisoned."

Each night a living Snake Charmer chooses another living player (reported).
Sober and healthy, choosing a Demon: the two swap characters and alignments
(both learn it: the change is listed by whoever ends good), the Snake
Charmer acts as that Demon later tonight, and the old Demon, now the Snake
Charmer, is poisoned for the rest of the game. Drunk or poisoned, choosing
a Demon swaps nothing (a Mathematician counts it); a player who only thinks
they have the ability swaps nothing either.

Freedoms left out (the solver's readings): at most one swap a night (a
second holder does not choose the new Demon the same night); a poisoned old
Demon does not report its choices; with a Mathematician in play, a drunk or
poisoned Philosopher holding the ability does not choose the Demon.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import madness
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s):
        return
    demons = {i for i in g.alive_seats() if g.team(g.seats[i].char) == "demon"}
    has = "snakecharmer" in seat.abilities()
    works = g.works(s, "snakecharmer")
    pool = {i for i in g.alive_seats() if i != s}
    math = any("mathematician" in (x.start, x.char, *x.gained) for x in g.seats)
    gifted = has and seat.char != "snakecharmer"
    if g.marks.get("snake_swap") == g.night or math and gifted and not works:
        pool -= demons
    if not pool:
        return
    t = g.rng.choice(sorted(pool))
    g.note(snakecharmer=seat.name, chooses=g.name(t))
    g.chosen(s, "snakecharmer", t)
    works = g.works(s, "snakecharmer")
    if not seat.marks.get("charmed"):
        g.report(s, "snakecharmer", g.name(t))
    if t not in demons or not has:
        return
    if not works:
        g.malfunction(s, "snakecharmer")
        return
    demon = g.seats[t].char
    g.marks["snake_swap"] = g.night
    g.note(snake_swap=seat.name, demon=g.name(t), char=demon)
    # Characters swap: through a Philosopher's gift, the Demon becomes the Philosopher.
    evil, mine = g.seats[t].evil, seat.char
    g.become(s, demon)
    g.changed_tonight.discard(s)  # the new Demon acts at its step later tonight
    g.become(t, mine)
    g.set_evil(t, seat.evil)
    g.set_evil(s, evil)
    g.seats[t].marks["charmed"] = True
    g.add_effect(Effect(POISONED, t, s, "snakecharmer"))


def anything(g: Game, s: int) -> Any:
    living = [i for i in g.alive_seats() if i != s]
    return g.name(g.rng.choice(living or [i for i in range(g.n) if i != s]))


def at_end(g: Game, s: int) -> None:
    """One the swap made evil may lie about their whole game."""
    madness.turned_evil(g, s)
