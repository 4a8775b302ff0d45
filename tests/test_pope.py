"""Pope (Loric): "There are duplicate good characters in play. They might also
be bluffs."

How to run: "swap any Townsfolk tokens for duplicates of an in-play Townsfolk
or Outsider character token"; "Duplicate Outsider characters may cause an
unusual number of Outsiders. Duplicate Townsfolk characters may not." Each
holder of a duplicated character has its ability and chooses for itself.
"""

from __future__ import annotations

import pytest
from helpers import possible, worlds

from caselang.errors import CaseError

SCRIPT = "[empath, monk, chef, soldier, saint, recluse, imp, poisoner, spy, pope]"


def case(seats: list[str], hidden: str = "[imp, poisoner]", counts: str = "",
         fabled: str = "[pope]", events: str = "[]", extra: str = "") -> str:
    """`seats`: one YAML row per player, in seat order."""
    rows = "".join(f"\n  - {s}" for s in seats)
    return (f"script: {SCRIPT}\nfabled: {fabled}\nhidden: {hidden}\n{counts}\n{extra}\n"
            f"players:{rows}\nevents: {events}\n")


EMPATHS = ["{name: A, claim: empath, info: [{night: 1, empath: 1}]}",
           "{name: B, claim: empath, info: [{night: 1, empath: 0}]}",
           "{name: C, claim: chef}", "{name: D}", "{name: E}"]


def test_two_empaths_each_learn_their_own_neighbours() -> None:
    """A's 1 (E evil) and B's 0 (A and C good) are both true with D and E evil:
    two holders of the Empath, each reading its own neighbours."""
    got = worlds(case(EMPATHS))
    assert ("empath", "empath", "chef", "imp", "poisoner") in got
    assert ("empath", "empath", "chef", "poisoner", "imp") in got


def test_without_the_pope_two_empaths_are_no_world() -> None:
    """The Pope on the script but not in play: one token of each character."""
    assert not possible(case(EMPATHS, fabled="[]"))


def test_two_monks_protect_different_players() -> None:
    """Each Monk chooses its own player: A protected C and B protected D on
    the same night. One shared choice could not be both."""
    seats = ["{name: A, claim: monk, info: [{night: 2, monk: C}]}",
             "{name: B, claim: monk, info: [{night: 2, monk: D}]}",
             "{name: C, claim: chef}", "{name: D}", "{name: E}"]
    assert possible(case(seats, events="[{night: 2, died: C}]"), ["is(A, monk)", "is(B, monk)"])
    assert possible(case(seats), ["is(A, monk)", "is(B, monk)", "is(D, imp)"])


def test_a_monk_may_protect_the_other_monk() -> None:
    """"(not yourself)" forbids only the chooser: A may choose B, also a Monk."""
    seats = ["{name: A, claim: monk, info: [{night: 2, monk: B}]}",
             "{name: B, claim: monk, info: [{night: 2, monk: A}]}",
             "{name: C, claim: chef}", "{name: D}", "{name: E}"]
    assert possible(case(seats), ["is(A, monk)", "is(B, monk)"])


def test_the_protection_of_each_monk_works() -> None:
    """Held to the living, the Imp (E) chose someone on night 2 and nobody
    died (the Spy, D, droisons nobody): a player one of the Monks protected.
    With the Monks on C (executed on day 1) and D that can be (the Imp chose
    D); with both on C, whoever it chose died (itself: the star passes to D)."""
    def monks(a: str, b: str) -> str:
        seats = [f"{{name: A, claim: monk, info: [{{night: 2, monk: {a}}}]}}",
                 f"{{name: B, claim: monk, info: [{{night: 2, monk: {b}}}]}}",
                 "{name: C, claim: chef}", "{name: D}", "{name: E}"]
        return case(seats, hidden="[imp, spy]", events="[{day: 1, executed: C}]",
                    extra="rules: {demon_attacks_dead: false}\nnow: {day: 2}")
    mine = ["is(A, monk)", "is(B, monk)", "is(E, imp)", "is(D, spy)"]
    assert possible(monks("C", "D"), mine)
    assert not possible(monks("C", "C"), mine)


TEN = ["{name: A, claim: chef}", "{name: B, claim: chef}", "{name: C, claim: empath}",
       "{name: D, claim: empath}", "{name: E, claim: monk}", "{name: F, claim: monk}",
       "{name: G, claim: soldier}", "{name: H}", "{name: I}", "{name: J}"]


def test_evil_characters_stay_one_of_each() -> None:
    """Only Townsfolk tokens are swapped, for good ones: never two Poisoners."""
    text = case(TEN, hidden="[imp, poisoner, spy]",
                counts="counts: {townsfolk: 7, outsider: 0, minion: 2, demon: 1}")
    assert possible(text, ["is(H, poisoner)", "is(I, spy)"])
    assert not possible(text, ["is(H, poisoner)", "is(I, poisoner)"])


EIGHT = "counts: {townsfolk: 5, outsider: 1, minion: 1, demon: 1}"


def seats8(*claims: str) -> list[str]:
    return [f"{{name: {n}, claim: {c}}}" for n, c in zip("ABCDEF", claims)] + \
        ["{name: G}", "{name: H}"]


def test_a_duplicate_outsider_makes_an_outsider_more() -> None:
    """One Outsider on the table: two Saints (a Townsfolk swapped for the
    Saint's duplicate) are one Outsider character, two Outsider players."""
    assert possible(case(seats8("saint", "saint", "chef", "empath", "monk", "soldier"),
                         counts=EIGHT))
    assert not possible(case(seats8("saint", "saint", "chef", "empath", "monk", "soldier"),
                             counts=EIGHT, fabled="[]"))


def test_duplicates_add_no_new_outsider_character() -> None:
    """Two different Outsiders where the table has one: no swap makes that."""
    assert not possible(case(seats8("saint", "recluse", "chef", "empath", "monk", "soldier"),
                             counts=EIGHT))


def test_a_duplicate_townsfolk_leaves_the_outsiders_as_they_are() -> None:
    """Two Chefs and the Saint: the table's one Outsider. Two Chefs and no
    Outsider: the Outsider's token is missing, which no swap explains."""
    assert possible(case(seats8("chef", "chef", "saint", "empath", "monk", "soldier"),
                         counts=EIGHT))
    assert not possible(case(seats8("chef", "chef", "empath", "monk", "soldier", "empath"),
                             counts=EIGHT))


def test_duplicates_need_not_be_made() -> None:
    """"swap any Townsfolk tokens": none swapped is kept by default; the
    stricter reading (`pope_duplicates_made`) asks for one."""
    seats = ["{name: A, claim: empath}", "{name: B, claim: monk}", "{name: C, claim: chef}",
             "{name: D}", "{name: E}"]
    assert possible(case(seats))
    assert not possible(case(seats, extra="rules: {pope_duplicates_made: true}"))


def test_the_pope_is_not_a_seat() -> None:
    with pytest.raises(CaseError, match="list it under fabled"):
        possible(case(["{name: A, claim: pope}", "{name: B}", "{name: C}", "{name: D}",
                       "{name: E}"]))


def test_two_engineers_each_choose_once_for_themselves() -> None:
    """The Engineer: "Once per game, at night, choose which Minions or which
    Demon is in play." Two holders with the Pope each have that once per game:
    one may choose the Poisoner on night 1 while the other keeps its use and
    chooses the Spy on night 2 (random-script game s30026/18 lost this world:
    the two shared one choice)."""
    script = SCRIPT.replace("[empath,", "[engineer, empath,")
    seats = ["{name: A, claim: engineer, info: [{night: 1, engineer: [poisoner]}]}",
             "{name: B, claim: engineer, info: [{night: 2, engineer: [spy]}]}",
             "{name: C, claim: chef}", "{name: D}", "{name: E}"]
    text = case(seats, hidden="[imp, poisoner, spy]", events="[{night: 2, died: C}]")
    text = text.replace(SCRIPT, script) + "now: {day: 2}\n"
    assert possible(text, ["is(A, engineer) and is(B, engineer)"])
    again = text.replace("[poisoner]}]}", "[poisoner]}, {night: 2, engineer: [spy]}]}")
    assert not possible(again, ["is(A, engineer) and is(B, engineer) and good(A)"
                                " and not drunk(A, night 2) and not poisoned(A, night 2)"])
