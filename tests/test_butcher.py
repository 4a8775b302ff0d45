"""Butcher: "Each day, after the 1st execution, you may nominate again." "The
Butcher allows a second execution to occur per day." Otherwise "there can
normally only be one execution per day" (Judge)."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F, claim: slayer}
{name: Z, traveller: butcher}
"""


def text(events: str) -> str:
    return game(ROWS, events, head="hidden: [imp, poisoner, drunk, butler]")


def test_a_second_execution_needs_a_working_butcher() -> None:
    two = "[{day: 1, executed: A}, {day: 1, nominated: B, by: Z}, {day: 1, executed: B}]"
    assert sat(text(two))
    assert not sat(text(two), ["poisoned(Z, day 1)"])
    assert not sat(game(ROWS.replace("butcher", "thief"), two, head="hidden: [imp, poisoner]"))


def test_the_second_nomination_is_the_butchers() -> None:
    other = "[{day: 1, executed: A}, {day: 1, nominated: B, by: C}, {day: 1, executed: B}]"
    assert not sat(text(other))


def test_not_a_third() -> None:
    three = "[{day: 1, executed: A}, {day: 1, executed: B}, {day: 1, executed: C}]"
    assert not sat(text(three))
