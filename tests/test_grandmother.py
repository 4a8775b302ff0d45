"""Grandmother: "You start knowing a good player & their character. If the Demon
kills them, you die too."

Six seats; A is `you`, the Grandmother, shown B as her grandchild.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[grandmother, chef, investigator, slayer, mayor, scarletwoman, imp]"


def case(shown: str, events: str) -> str:
    seats = [f"{{name: A, claim: grandmother, info: [{{night: 1, grandmother: {shown}}}]}}",
             "B:chef", "C:investigator", "D:slayer", "E", "F"]
    return table(SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1", events)


def test_shown_a_good_player_and_their_character():
    """"The Grandmother learns their Grandchild—a good player who is a Townsfolk or
    Outsider": B as the Chef fits; E (evil) cannot be the grandchild."""
    assert possible(case("[B, chef]", "[]"))
    assert not possible(case("[B, slayer]", "[]"))
    assert not possible(case("[E, imp]", "[]"))


def test_dies_when_the_demon_kills_the_grandchild():
    """"If the Demon kills the Grandchild, the Grandmother dies too": B killed at
    night takes A along; B executed does not."""
    assert possible(case("[B, chef]", "[{night: 2, died: B}, {night: 2, died: A}]"))
    assert not possible(case("[B, chef]", "[{night: 2, died: B}]"))
    assert possible(case("[B, chef]", "[{day: 1, executed: B}]"))
    assert not possible(case("[C, investigator]", "[{night: 2, died: B}, {night: 2, died: A}]"))


def test_a_spy_may_be_the_grandchild():
    """The Spy "might register as good & as a Townsfolk or Outsider": the
    Storyteller may show the Spy as the good grandchild, as a Townsfolk."""
    script = "[grandmother, chef, investigator, slayer, mayor, spy, imp]"
    seats = ["{name: A, claim: grandmother, info: [{night: 1, grandmother: [E, mayor]}]}",
             "B:chef", "C:investigator", "D:slayer", "E", "F"]
    assert possible(table(script, seats, "[spy, imp]", "4/0/1/1"), ["is(E, spy)"])
