"""The official jinxes under which a player cannot turn good through its own
ability: Boffin with the Cult Leader and the Goon (a Demon holding the
ability), Pit-Hag with the Cult Leader, the Goon, the Ogre and the Politician
(an evil player it made that character)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

PITHAG_KEEPS = ("cultleader", "goon", "ogre", "politician")


def stays_evil(g: Game, s: int, char: str) -> bool:
    seat = g.seats[s]
    if g.jinxed("boffin", char) and g.team(seat.char) == "demon":
        return True
    return seat.char == char and seat.marks.get("pithag_made_evil") == char


def record_made(g: Game, s: int, char: str) -> None:
    """The Pit-Hag made seat `s` the character: kept evil if it was evil."""
    seat = g.seats[s]
    if char in PITHAG_KEEPS and g.jinxed("pithag", char) and seat.evil:
        seat.marks["pithag_made_evil"] = char
    else:
        seat.marks.pop("pithag_made_evil", None)
