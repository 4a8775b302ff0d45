"""Puzzlemaster: "1 player is drunk, even if you die. If you guess (once) who it
is, learn the Demon player, but guess wrong & get false info."

Six players: You are the Puzzlemaster; A to E claim Townsfolk; the Scarlet
Woman (no droisoning) and the Imp are hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, puzzlemaster, saint, scarletwoman, imp]"


def case(guesses: str = "[]", events: str = "[]") -> str:
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, scarletwoman]
players:
  - {{name: You, claim: puzzlemaster, info: {guesses}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
events: {events}
"""


def test_right_guess_shows_the_demon():
    """"If you guess (once) who it is, learn the Demon player": guessing A, the
    drunk one, You were shown the Imp, B."""
    c = case("[{day: 1, puzzlemaster: [A, B]}]")
    assert possible(c, ["drunk(A)", "is(B, imp)"])
    assert not possible(c, ["drunk(A)", "is(C, imp)"])


def test_wrong_guess_gets_false_info():
    """"but guess wrong & get false info": guessing A when C is the drunk one, the
    player shown, B, is not the Demon."""
    c = case("[{day: 1, puzzlemaster: [A, B]}]")
    assert not possible(c, ["drunk(C)", "is(B, imp)"])
    assert possible(c, ["drunk(C)", "is(D, imp)"])


def test_only_the_first_guess_counts():
    """The guess is once per game: a second guess tells nothing."""
    c = case("[{day: 1, puzzlemaster: [A, B]}, {day: 2, puzzlemaster: [C, D]}]",
             events="[{day: 1, executed: E}, {night: 2, died: A}]")
    assert possible(c, ["drunk(A)", "is(B, imp)"])
    assert not possible(c, ["drunk(C)", "is(B, imp)"])


def test_one_other_player_is_drunk_even_after_death():
    """"1 player is drunk, even if you die": one player other than You stays drunk
    after your execution, and only one."""
    c = case(events="[{day: 1, executed: You}, {night: 2, died: A}]")
    assert possible(c, ["drunk(B)"])
    assert not possible(c, ["drunk(B)", "drunk(C)"])
    assert not possible(c, ["drunk(You)"])
    assert not possible(c, ["not drunk(A)", "not drunk(B)", "not drunk(C)", "not drunk(D)",
                            "not drunk(E)"])
