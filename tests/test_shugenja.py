"""Shugenja: "You start knowing if your closest evil player is clockwise or
anti-clockwise. If equidistant, this info is arbitrary."

Five players; `you: A` is the Shugenja; seats B, C, D, E follow A clockwise.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import SCRIPT, game


def text(direction: str, hidden: str = "[imp, scarletwoman]") -> str:
    return game(("shugenja", f"[{{night: 1, shugenja: {direction}}}]"),
                "noble", "knight", "steward", "chef", hidden=hidden,
                script=SCRIPT + ", vortox")


def evil_pairs(got: set[tuple[str, ...]]) -> set[frozenset[int]]:
    return {frozenset(s for s, c in enumerate(w) if c in ("imp", "scarletwoman", "spy"))
            for w in got}


def test_clockwise() -> None:
    """"The closest evil player is the player with the smallest number of steps";
    B-E and C-D are equidistant, so either answer fits them."""
    assert evil_pairs(worlds(text("clockwise"))) == {
        frozenset(p) for p in ({1, 2}, {1, 3}, {1, 4}, {2, 3})}


def test_anticlockwise_and_its_spellings() -> None:
    expected = {frozenset(p) for p in ({1, 4}, {2, 3}, {2, 4}, {3, 4})}
    assert evil_pairs(worlds(text("anticlockwise"))) == expected
    assert evil_pairs(worlds(text("anti-clockwise"))) == expected
    assert evil_pairs(worlds(text("counterclockwise"))) == expected


def test_spy_may_register_as_good() -> None:
    """A Spy at B need not be the closest evil player."""
    assert possible(text("anticlockwise", "[imp, spy]"), ["is(B, spy) and is(D, imp)"])
    assert not possible(text("anticlockwise"), ["is(B, scarletwoman) and is(D, imp)"])


def test_equidistant_under_the_vortox() -> None:
    """"If the evil players are equidistant ... the Storyteller chooses whether
    to tell the Shugenja that the closest evil player is clockwise or
    anti-clockwise": that choice is no fact of the grimoire, so information made
    false by the Vortox may be either answer too. Not equidistant, it must be the
    other way (B clockwise is closest, so "clockwise" is the truth)."""
    vortox = "[vortox, scarletwoman]"
    for direction in ("clockwise", "anticlockwise"):
        assert possible(text(direction, vortox), ["evil(B) and evil(E)"])
        assert possible(text(direction, vortox), ["evil(C) and evil(D)"])
    assert not possible(text("clockwise", vortox), ["evil(B) and evil(C)"])
    assert possible(text("anticlockwise", vortox), ["evil(B) and evil(C)"])
