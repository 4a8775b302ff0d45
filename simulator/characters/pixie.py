"""Pixie: "You start knowing 1 in-play Townsfolk. If you were mad that you were
this character, you gain their ability when they die."

At setup the Storyteller picks a Townsfolk another player holds; the Pixie is
shown it on the first night. Sometimes the Pixie is mad about being that
character: it claims it for the whole case with made-up reports for it
(`simulator.madness`), and once a player holding that character dies, the
Pixie has its ability (`Seat.gained`), which then acts as anyone's would.

Freedoms left out: a Spy registering as a Townsfolk is never the character
shown; a mad Pixie honours its madness all game (the Storyteller judges it
mad).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import madness
from simulator.game import Unplayable
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game

MAD = 0.4


def setup_seat(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char != "pixie" or "pixie" in seat.marks:
        return
    options = sorted({x.char for i, x in enumerate(g.seats)
                      if i != s and g.team(x.char) == "townsfolk" and x.char != "pixie"})
    if not options:
        raise Unplayable("no in-play Townsfolk for the Pixie")
    seat.marks["pixie"] = g.rng.choice(options)
    seat.marks["pixie_mad"] = g.rng.random() < MAD


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night != 1:
        return
    g.woke_tonight.add(s)
    shown = g.seats[s].marks.get("pixie")
    g.report(s, "pixie", told(g, s, "pixie", lambda: shown))


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    seat = g.seats[holder]
    shown = seat.marks.get("pixie")
    if (seat.char == "pixie" and seat.marks.get("pixie_mad") and dead != holder
            and g.seats[dead].char == shown and shown not in seat.gained):
        seat.gained.append(shown)
        g.note(pixie=seat.name, gains=shown)


def at_end(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char == "pixie" and seat.marks.get("pixie_mad") and \
            madness.may_claim_otherwise(g, s):
        madness.claim_instead(g, s, seat.marks["pixie"], "pixie")


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.of("townsfolk"))
