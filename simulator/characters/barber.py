"""Barber: "If you died today or tonight, the Demon may choose 2 players (not
another Demon) to swap characters."

A Barber whose ability works as they die (by day or by night) allows one
swap that night (the night after a day death), at the Barber's step: a
living Demon may choose any two players, dead or alive, itself too but no
other Demon; their characters swap, alignments stay, and each learns their
new character. A drunk or poisoned Barber's death allows nothing (a
Mathematician counts it). One swap a night however many Barbers died.

Freedoms left out (the solver fixes these by seat): the Evil Twin and a
dead Minion the Vigormortis keeps are never swapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

SWAP = 0.6


def on_death(g: Game, s: int, cause: str) -> None:
    if not g.works(s, "barber"):
        g.malfunction(s, "barber")
        return
    g.marks["barber"] = g.night if g.phase[0] == "night" else g.day + 1


def night(g: Game, s: int) -> None:
    if g.marks.get("barber") != g.night or g.marks.get("barber_swapped") == g.night:
        return
    g.marks["barber_swapped"] = g.night
    demons = g.living_demons()
    if not demons or g.rng.random() >= SWAP:
        return
    chooser = g.rng.choice(demons)
    kept = g.marks.get("vigormortis", {})
    pool = [i for i, x in enumerate(g.seats)
            if (i == chooser or g.team(x.char) != "demon") and x.char != "eviltwin"
            and i not in kept and not x.traveller]
    if len(pool) < 2:
        return
    a, b = g.rng.sample(pool, 2)
    ca, cb = g.seats[a].char, g.seats[b].char
    g.note(barber_demon=g.name(chooser), barber_swap=[g.name(a), g.name(b)], chars=[ca, cb])
    g.become(a, cb)
    g.become(b, ca)


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
