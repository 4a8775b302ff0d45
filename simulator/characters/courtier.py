"""Courtier: "Once per game, at night, choose a character: they are drunk for
3 nights & 3 days."

Each night (the first too) until the ability is spent, the Courtier wakes
and may choose a character of the script (usually one in play). If the
Courtier is sober and healthy, whoever has that character is drunk from
now until dusk of the third day (the choosing night is the first night),
ending early if the Courtier dies. A character not in play does nothing;
a drunk or poisoned Courtier's choice does nothing; either way the ability
is spent.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.game import order_of
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.3
IN_PLAY = 0.7


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("courtier"):
        return
    if g.rng.random() >= USE:
        return
    in_play = [x.char for x in g.seats if not x.traveller]
    c = g.rng.choice(in_play if g.rng.random() < IN_PLAY else g.script.seated())
    seat.marks["courtier"] = g.night
    g.report(s, "courtier", c)
    works = g.works(s, "courtier")
    g.note(courtier=seat.name, chooses=c, works=works)
    if works:
        for t, x in enumerate(g.seats):
            if x.char == c:
                g.add_effect(Effect(DRUNK, t, s, "courtier", until=order_of("day", g.night + 2),
                                    while_source=True))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.seated())


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant says they used it on one night."""
    seat = g.seats[s]
    if "courtier_bluff" not in seat.marks:
        last = g.last_phase[1]
        seat.marks["courtier_bluff"] = g.rng.randint(1, last) if g.rng.random() < 0.5 else 0
    return n == seat.marks["courtier_bluff"] and seat.alive_at("night", n)


def wakes(g: Game, s: int) -> bool:
    """Woken each night until the ability is used."""
    return g.alive(s) and not g.seats[s].marks.get("courtier")
