"""Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you
become the Demon. (Travellers don't count.)"

When a Demon dies with five or more non-Travellers alive just before, and no
other Demon lives, a living, sober, healthy Scarlet Woman becomes that Demon
at once ("must become the new Imp" when the Imp kills itself); become at
night, she does not act that night. Her night step only tells her.

Freedoms left out: none known. (A Demon that lives on while it registers as
dead, the Zombuul after its first death, has not died.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    demon = g.seats[dead].char
    # A Demon that lives on while it registers as dead (the Zombuul's first
    # death) has not died: it is still the Demon.
    living_on = [x for x in g.seats if x.lives_on and g.team(x.char) == "demon"]
    if not (g.team(demon) == "demon" and alive_before >= 5 and g.alive(holder)
            and not g.living_demons() and not living_on):
        return
    if g.works(holder, "scarletwoman"):
        g.become(holder, demon)
    else:
        g.malfunction(holder, "scarletwoman")  # drunk or poisoned: she should have


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
