"""Village Idiot: "Each night, choose a player: you learn their alignment.
[+0 to +2 Village Idiots. 1 of the extras is drunk]"

`you: A` is a Village Idiot; the evil team is an Imp and a Scarlet Woman (no
droisoning), so false information comes only from the drunk Village Idiot.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import game

HIDDEN = "[imp, scarletwoman]"


def vi(target: str, alignment: str) -> tuple[str, str]:
    return ("villageidiot", f"[{{night: 1, villageidiot: [{target}, {alignment}]}}]")


def test_learns_alignment() -> None:
    text = game(vi("B", "evil"), "noble", "knight", "steward", "chef", hidden=HIDDEN)
    assert possible(text)
    assert not possible(text, ["good(B)"])


def test_a_lone_village_idiot_is_sober() -> None:
    """"If there is only one Village Idiot, that player is not drunk.\""""
    text = game(vi("B", "evil"), "noble", "knight", "steward", "chef", hidden=HIDDEN)
    assert not possible(text, ["good(B)", "not is(C, villageidiot)"])


def test_one_of_several_is_drunk() -> None:
    """With two Village Idiots disagreeing, exactly one is drunk: both may be good.
    With three, only one can be wrong."""
    two = game(vi("D", "evil"), vi("D", "good"), "steward", "chef", "knight", hidden=HIDDEN)
    assert possible(two, ["good(B)"])
    three = game(vi("D", "evil"), vi("D", "good"), vi("D", "good"), "chef", "knight",
                 "steward", "noble", hidden=HIDDEN)
    assert possible(three, ["good(B) and good(C)"])
    assert not possible(three, ["good(B) and good(C) and evil(D)"])


def test_at_most_three() -> None:
    """"+0 to +2 Village Idiots": four good Village Idiots cannot be."""
    four = game(vi("E", "good"), vi("E", "good"), vi("E", "good"), vi("E", "good"),
                "chef", "knight", "steward", hidden=HIDDEN)
    assert possible(four)
    assert not possible(four, ["good(B) and good(C) and good(D)"])
