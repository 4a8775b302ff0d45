"""Alchemist: "You have a Minion ability. When using this, the Storyteller may
prompt you to choose differently."

At setup the Storyteller picks a Minion of the script not in play; the
Alchemist holds its ability all game (`Seat.gained`: it acts as that Minion
would, reporting its choices under that ability) and is shown it on the
first night.

Freedoms left out: the Storyteller's prompt to choose differently (the
choice made is the final one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.game import Unplayable
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_seat(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char != "alchemist" or "alchemist" in seat.marks:
        return
    held = {x.char for x in g.seats}
    options = [c for c in g.script.of("minion") if c not in held]
    if not options:
        raise Unplayable("no Minion out of play for the Alchemist")
    seat.marks["alchemist"] = g.rng.choice(options)
    seat.gained.append(seat.marks["alchemist"])


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night != 1:
        return
    g.woke_tonight.add(s)
    shown = g.seats[s].marks.get("alchemist")
    g.report(s, "alchemist", told(g, s, "alchemist", lambda: shown))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.of("minion"))
