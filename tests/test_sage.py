"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players."

Five players; `you: A` is the Sage.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game


def text(events: str, info: str = "[{night: 2, sage: [B, C]}]") -> str:
    return game(("sage", info), "noble", "knight", "steward", "chef",
                hidden="[imp, scarletwoman]", events=events)


def test_killed_by_the_demon() -> None:
    """Killed on night 2 (only the Imp kills here): the Imp is B or C."""
    got = worlds(text("[{night: 2, died: A}]"))
    assert {w.index("imp") for w in got} == {1, 2}


def test_not_woken_by_other_deaths() -> None:
    """Executed, the Sage learns nothing that night."""
    assert not possible(text("[{day: 1, executed: A}]"))
    assert possible(text("[{day: 1, executed: A}]", "[]"))
