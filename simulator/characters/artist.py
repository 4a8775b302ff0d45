"""Artist: "Once per game, during the day, privately ask the Storyteller any
yes/no question."

A living Artist asks on a day with some chance, once: a STATEMENT about the
game as it stands, answered yes or no. False (drunk, poisoned, the Vortox):
the wrong answer. A player pretending to be the Artist makes one up.

Freedoms left out: questions outside the case's STATEMENT grammar (the case
cannot write them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.statements import statement
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game

ASK = 0.3


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("artist") or g.rng.random() >= ASK:
        return
    seat.marks["artist"] = g.day
    if "artist" not in seat.wakes_as():
        g.report(s, "artist", anything(g, s))
        return
    text, value = statement(g)
    g.report(s, "artist", told(g, s, "artist", lambda: {"question": text, "answer": value}))


def false_info(g: Game, s: int, truth: dict[str, Any]) -> dict[str, Any]:
    return {"question": truth["question"], "answer": not truth["answer"]}


def anything(g: Game, s: int) -> Any:
    return {"question": statement(g)[0], "answer": g.rng.random() < 0.5}
