"""Spirit of Ivory (Fabled): "There can't be more than 1 extra evil player."

When a good player from the bag would turn evil while the evil players
already outnumber the starting Minions and Demons, they stay good (the rest
of the ability still happens). Travellers are not counted.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import EVIL_TEAMS

if TYPE_CHECKING:
    from simulator.loop import Game


def keeps_good(g: Game, s: int) -> bool:
    if g.seats[s].traveller:
        return False
    bag = [x for x in g.seats if not x.traveller]
    started = sum(g.team(x.start) in EVIL_TEAMS for x in bag)
    return sum(x.evil for x in bag) >= started + 1
