"""Ojo: "Each night*, choose a character: they die. If they are not in play, the
Storyteller chooses who dies." Five players (3 Townsfolk, 1 Minion, the Ojo);
A is `you`, a Chef; B claims the Soldier, C the Empath."""

from __future__ import annotations

from tests.helpers import five_seats, possible

SCRIPT = "[chef, soldier, empath, monk, saint, scarletwoman, ojo]"


def case(events: str) -> str:
    return five_seats(SCRIPT, "A:chef", ("soldier", "empath", "", ""),
                      "[scarletwoman, ojo]", "3/0/1/1", events)


def test_each_night_but_the_first() -> None:
    """"Each night*": a player may die on night 2, never on night 1."""
    assert possible(case("[{night: 2, died: C}]"))
    assert not possible(case("[{night: 1, died: C}]"))


def test_one_player_a_night() -> None:
    """"choose a character: they die": one death a night (no character here is
    held twice)."""
    assert possible(case("[{night: 2, died: A}, {night: 3, died: C}]"))
    assert not possible(case("[{night: 2, died: A}, {night: 2, died: C}]"))


def test_the_demons_kill() -> None:
    """The Ojo's kill is the Demon's: a good, sober Soldier does not die of it."""
    assert possible(case("[{night: 2, died: C}]"), ["good(B)"])
    assert not possible(case("[{night: 2, died: B}]"), ["good(B)"])


def test_any_one_player_may_die() -> None:
    """Any one player may die: the chosen character's, or the Storyteller's pick
    when it is not in play (A's Chef information binds nothing here)."""
    for p in "ACDE":
        assert possible(case(f"[{{night: 2, died: {p}}}]")), p
