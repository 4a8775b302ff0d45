"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you learn
if they are the same alignment."

Five players; `you: A` is the Seamstress.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

OTHERS = ("noble", "knight", "steward", "chef")
EXECUTE_E = "[{day: 1, executed: E}]"


def text(info: str, hidden: str = "[imp, scarletwoman]", events: str = "[]") -> str:
    return game(("seamstress", info), *OTHERS, hidden=hidden, events=events)


def test_same_alignment() -> None:
    """Same: B and C are both evil, or both good (the evil pair is D and E)."""
    got = worlds(text("[{night: 1, seamstress: [B, C, same]}]"))
    evil = {frozenset(s for s, c in enumerate(w) if c in ("imp", "scarletwoman")) for w in got}
    assert evil == {frozenset({1, 2}), frozenset({3, 4})}


def test_different_alignment() -> None:
    got = worlds(text("[{night: 1, seamstress: [B, C, different]}]"))
    assert len(got) == 8
    assert not possible(text("[{night: 1, seamstress: [B, C, different]}]"),
                        ["evil(B) and evil(C)"])


def test_not_yourself() -> None:
    """"choose 2 players (not yourself)\""""
    assert not possible(text("[{night: 1, seamstress: [A, B, same]}]"))


def test_once_per_game() -> None:
    """A second use on a later night is not a Seamstress's."""
    once = "[{night: 2, seamstress: [B, C, same]}]"
    twice = "[{night: 1, seamstress: [B, C, same]}, {night: 2, seamstress: [B, D, same]}]"
    assert possible(text(once, events=EXECUTE_E))
    assert not possible(text(twice, events=EXECUTE_E))


def test_spy_may_register_as_good() -> None:
    info = "[{night: 1, seamstress: [B, C, same]}]"
    assert possible(text(info, "[imp, spy]"), ["is(B, spy) and is(D, imp)"])
    assert not possible(text(info), ["is(B, scarletwoman) and is(D, imp)"])
