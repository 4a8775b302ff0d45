"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead."

The game ends when it would without the Heretic; only the winner is the
other team, which the case does not record.

Official jinxes (Baron, Godfather, Lleech, Pit-Hag, Spy, Widow): "Only 1
jinxed character can be in play": no bag holds the Heretic (or a Hermit,
who has its ability and so its jinxes) beside a jinxed partner, and a
Pit-Hag's change that would put both in play at once does nothing
(`keeps_out`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

JINXED = ("baron", "godfather", "lleech", "pithag", "spy", "widow")


def _partners(g: Game) -> list[str]:
    return [c for c in JINXED if c in g.script.chars and g.jinxed("heretic", c)]


def legal_bag(g: Game, bag: list[str]) -> bool:
    heretic = "heretic" in bag or ("hermit" in bag and "heretic" in g.script.chars)
    return not (heretic and any(c in bag for c in _partners(g)))


def keeps_out(g: Game, char: str, seat: int) -> bool:
    """A change of `seat` into `char` would put the Heretic and a jinxed
    partner in play at once."""
    others = [x for i, x in enumerate(g.seats) if i != seat]
    if char == "heretic":
        return any(x.char in _partners(g) for x in others)
    if char in _partners(g):
        return any("heretic" in x.abilities() for x in others)
    return False
