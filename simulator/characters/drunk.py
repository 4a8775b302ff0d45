"""Drunk: "You do not know you are the Drunk. You think you are a Townsfolk
character, but you are not."

At setup a Townsfolk token not in play (any of the script's) goes in the
bag instead: the player believes it, claims it and wakes as it, with no
ability; the Drunk registers as the Drunk.

Freedoms left out: none known. No evil player bluffs as the Drunk.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

BLUFF = False


def setup_seat(g: Game, s: int) -> None:
    in_play = {x.start for x in g.seats} | {x.believed for x in g.seats}
    free = [c for c in g.script.of("townsfolk") if c not in in_play]
    if not free:
        raise Unplayable("no Townsfolk token left for the Drunk")
    g.seats[s].believed = g.marks["drunk_token"] = g.rng.choice(free)
