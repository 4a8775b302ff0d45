"""Savant: "Each day, you may visit the Storyteller to learn 2 things in
private: 1 is true & 1 is false."

A living Savant visits on a day with some chance and hears two STATEMENTs
about the game as it stands, one true and one false, in either order. False
(drunk, poisoned): two true or two false ones; made false by the Vortox: two
false ones. A player pretending to be the Savant makes up two statements.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.statements import statement
from simulator.storyteller import falsified, told

if TYPE_CHECKING:
    from simulator.loop import Game

VISIT = 0.5


def day(g: Game, s: int) -> None:
    if g.rng.random() >= VISIT:
        return
    if "savant" not in g.seats[s].wakes_as():
        g.report(s, "savant", anything(g, s))
        return

    def truth() -> list[str]:
        pair = [statement(g, True)[0], statement(g, False)[0]]
        g.rng.shuffle(pair)
        return pair

    g.report(s, "savant", told(g, s, "savant", truth))


def false_info(g: Game, s: int, truth: list[str]) -> list[str]:
    """Drunk or poisoned: two true or two false. Made false (the Vortox's "false
    info"): each statement is information, so both are false."""
    both = g.rng.random() < 0.5 and not falsified(g, s, "savant")
    return [statement(g, both)[0], statement(g, both)[0]]


def anything(g: Game, s: int) -> Any:
    return [statement(g)[0], statement(g)[0]]
