"""Dreamer: "Each night, choose a player (not yourself or Travellers): you learn 1
good & 1 evil character, 1 of which is correct."

Five players; `you: A` is the Dreamer.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

OTHERS = ("noble", "knight", "steward", "chef")


def text(info: str, *others: str, hidden: str = "[imp, scarletwoman]", extra: str = "") -> str:
    return game(("dreamer", info), *(others or OTHERS), hidden=hidden, extra=extra)


def test_one_of_the_two_is_correct() -> None:
    """Shown the Noble and the Imp for B: B is one of them, never the Scarlet Woman."""
    got = worlds(text("[{night: 1, dreamer: [B, noble, imp]}]"))
    assert {w[1] for w in got} == {"noble", "imp"}
    assert len(got) == 6 + 3


def test_one_good_and_one_evil_token() -> None:
    """"you learn 1 good & 1 evil character": two good tokens are never shown."""
    assert not possible(text("[{night: 1, dreamer: [B, noble, knight]}]"))


def test_not_yourself() -> None:
    assert not possible(text("[{night: 1, dreamer: [A, dreamer, imp]}]"))


def test_the_drunk_shows_as_the_drunk() -> None:
    """The chosen player's character is the Drunk, not the Townsfolk they think."""
    extra = "counts: {townsfolk: 3, outsider: 1, minion: 1, demon: 1}"
    info = "[{night: 1, dreamer: [B, drunk, imp]}]"
    t = text(info, "noble", "knight", "steward", "chef", "shugenja",
             hidden="[imp, scarletwoman, drunk]", extra=extra)
    assert possible(t, ["is(B, drunk)"])
    assert not possible(t, ["is(B, noble)"])
