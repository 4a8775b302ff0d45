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


def philosopher_case(night: int, shown: str) -> str:
    """You, the Philosopher, choose the Grandmother's ability on `night` and
    report the grandchild shown that night; the Demon kills D on night 2."""
    you = (f"[{{night: {night}, philosopher: grandmother}}, "
           f"{{night: {night}, grandmother: {shown}}}]")
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef", "B:investigator",
             "C:slayer", "D:mayor", "E", "F"]
    return table("[grandmother, philosopher, chef, investigator, slayer, mayor, scarletwoman, "
                 "imp]", seats, "[scarletwoman, imp]", "5/0/1/1", "[{night: 2, died: D}]",
                 head="you: You")


def test_a_philosopher_who_gains_it_later_is_shown_a_grandchild_that_night():
    """Philosopher (wiki): "If this ability is used on the first night only,
    they use it tonight": the Grandmother's ability chosen on night 2 shows a
    grandchild that night, as on night 1 (before, a Grandmother never woke
    after night 1, so the report ruled the game out); still a good player
    with their true character."""
    good = ["good(A)", "is(A, chef)"]
    assert possible(philosopher_case(1, "[A, chef]"), good)
    assert possible(philosopher_case(2, "[A, chef]"), good)
    assert not possible(philosopher_case(2, "[A, slayer]"), good)


def test_a_grandmother_is_shown_nothing_after_the_first_night():
    """The Grandmother's own "You start knowing" is the first night's only: a
    report on night 2 by the Grandmother A binds and is impossible."""
    seats = ["{name: A, claim: grandmother, info: [{night: 2, grandmother: [B, chef]}]}",
             "B:chef", "C:investigator", "D:slayer", "E", "F"]
    assert not possible(table(SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1"))
