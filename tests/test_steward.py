"""Steward: "You start knowing 1 good player."

Five players; `you: A` is the Steward, shown B.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import game


def text(hidden: str) -> str:
    return game(("steward", "[{night: 1, steward: B}]"), "noble", "knight", "shugenja",
                "chef", hidden=hidden)


def test_the_player_shown_is_good() -> None:
    assert possible(text("[imp, scarletwoman]"))
    assert not possible(text("[imp, scarletwoman]"), ["evil(B)"])


def test_spy_may_register_as_good() -> None:
    """The Spy "might register as good" to the Steward."""
    assert possible(text("[imp, spy]"), ["is(B, spy)"])
    assert not possible(text("[imp, spy]"), ["is(B, imp)"])
