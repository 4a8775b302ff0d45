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


def test_the_pope_may_add_a_fourth() -> None:
    """Pope: "There are duplicate good characters in play": the Storyteller may
    swap Townsfolk for Village Idiots beyond the bracket's, so four good
    Village Idiots, each sober, may be in play."""
    four = game(vi("E", "good"), vi("E", "good"), vi("E", "good"), vi("E", "good"),
                "chef", "knight", "steward", hidden=HIDDEN, extra="fabled: [pope]")
    assert possible(four, ["good(B) and good(C) and good(D)", "is(A, villageidiot)",
                           "is(B, villageidiot)", "is(C, villageidiot)",
                           "is(D, villageidiot)"])


def test_two_by_the_pope_may_both_be_sober() -> None:
    """"1 of the extras is drunk": two Village Idiots, the second the Pope's
    duplicate (the bracket added none), may both be sober. The Acrobat C chose
    A on night 2 and B on night 3 and lived ("if they are or become drunk or
    poisoned tonight, you die"); the Imp and Scarlet Woman droison nobody."""
    text = """
script: [chef, empath, monk, acrobat, villageidiot, librarian, saint, imp, scarletwoman]
fabled: [pope]
counts: {townsfolk: 5, outsider: 0, minion: 1, demon: 1}
players:
  - {name: A, claim: villageidiot}
  - {name: B, claim: villageidiot}
  - {name: C, claim: acrobat, info: [{night: 2, acrobat: A}, {night: 3, acrobat: B}]}
  - {name: D, claim: chef}
  - {name: E, claim: empath}
  - {name: G}
  - {name: H}
events: [{night: 2, died: D}, {night: 3, died: E}]
now: {day: 3}
"""
    mine = ["is(A, villageidiot)", "is(B, villageidiot)", "is(C, acrobat)", "is(G, imp)",
            "is(H, scarletwoman)"]
    assert possible(text, mine)
    assert not possible(text.replace("fabled: [pope]", ""), mine)
