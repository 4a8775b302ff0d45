"""Oracle: "Each night*, you learn how many dead players are evil."

Five players; `you: A` is the Oracle; C is executed on day 1 and D dies on night 2.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

EVENTS = "[{day: 1, executed: C}, {night: 2, died: D}]"


def text(info: str) -> str:
    return game(("oracle", info), "noble", "knight", "steward", "chef",
                hidden="[imp, scarletwoman]", events=EVENTS)


def test_counts_dead_evil_players() -> None:
    """One of the dead (C or D) is evil: the Scarlet Woman, or an executed Imp
    whose Scarlet Woman took over."""
    got = worlds(text("[{night: 2, oracle: 1}]"))
    assert got and all({w[2], w[3]} & {"imp", "scarletwoman"} for w in got)
    assert not possible(text("[{night: 2, oracle: 1}]"), ["good(C) and good(D)"])


def test_none_dead_evil() -> None:
    assert possible(text("[{night: 2, oracle: 0}]"), ["good(C) and good(D)"])
    assert not possible(text("[{night: 2, oracle: 0}]"), ["evil(C)"])


def test_not_on_the_first_night() -> None:
    """"Each night*": the Oracle does not wake on night 1."""
    assert not possible(text("[{night: 1, oracle: 0}]"))
