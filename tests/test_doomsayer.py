"""Doomsayer (Fabled): "If 4 or more players live, each living player may publicly
choose (once per game) that a player of their own alignment dies."

Six seats; A is `you` (good); the Doomsayer is not on the script.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, scarletwoman, spy, imp]"


def case(events: str, hidden: str = "[scarletwoman, imp]") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:mayor E F", hidden, "4/0/1/1", events)


def test_a_player_of_the_callers_alignment_dies():
    """"...a player of their own alignment dies": A (good) calls and good B dies;
    evil E cannot die for A."""
    assert possible(case("[{day: 1, doomsayer: A, died: B}]"))
    assert not possible(case("[{day: 1, doomsayer: A, died: E}]"))
    assert possible(case("[{day: 1, doomsayer: F, died: E}]"))


def test_a_spy_may_register_good():
    """A Spy may register as good, so a good caller may kill the Spy."""
    assert possible(case("[{day: 1, doomsayer: A, died: E}]", "[spy, imp]"), ["is(E, spy)"])


def test_four_alive_and_once_per_player():
    """"If 4 or more players live ... (once per game)": A cannot call twice; with
    three alive nobody dies."""
    assert not possible(case("[{day: 1, doomsayer: A, died: B}, {day: 1, doomsayer: A, died: C}]"))
    assert possible(case("[{day: 1, doomsayer: A, died: B}, {day: 1, doomsayer: D, died: C}]"))


def test_the_chosen_player_may_not_die():
    """With 4 or more alive the Storyteller chooses who dies; one who cannot die
    ("The first time you die, you don't") lives, so nobody died."""
    script = "[chef, investigator, slayer, fool, washerwoman, scarletwoman, imp]"
    text = table(script, "A:chef B:fool C:slayer D:investigator E F", "[scarletwoman, imp]",
                 "4/0/1/1", "[{day: 1, doomsayer: A, died: false}]")
    assert possible(text)
    assert not possible(text.replace("claim: fool", "claim: washerwoman"))
