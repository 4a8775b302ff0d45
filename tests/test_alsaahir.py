"""Alsaahir: "Each day, if you publicly guess which players are Minion(s) and
which are Demon(s), good wins."

Five players; `you: A` is the Alsaahir; the game goes on after the guess.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import game

GUESS = "{day: 1, alsaahir: A, minions: [B], demons: [C]}"


def text(hidden: str = "[imp, scarletwoman]") -> str:
    return game("alsaahir", "noble", "knight", "steward", "chef", hidden=hidden,
                events=f"[{GUESS}, {{day: 1, executed: E}}]")


def test_a_right_guess_ends_the_game() -> None:
    assert not possible(text(), ["is(B, scarletwoman) and is(C, imp)"])
    assert possible(text(), ["is(C, scarletwoman) and is(B, imp)"])


def test_a_poisoned_alsaahir_does_not_win() -> None:
    """The Poisoner's night-1 poison lasts through day 1."""
    assert possible(text("[imp, poisoner]"), ["is(B, poisoner) and is(C, imp)"])
