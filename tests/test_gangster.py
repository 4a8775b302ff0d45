"""Gangster: "Once per day, you may choose to kill an alive neighbour, if your
other alive neighbour agrees." Z, the Gangster, sits between E and A."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: gangster, alignment: good}
"""


def case(events: str) -> str:
    return game(ROWS, events, head="hidden: [imp, scarletwoman]")


def test_kills_an_alive_neighbour() -> None:
    """A, Z's neighbour, may die by day to the Gangster; C, not a neighbour,
    may not."""
    assert sat(case("[{day: 1, died: A, by: gangster}]"))
    assert not sat(case("[{day: 1, died: C, by: gangster}]"))


def test_the_nearest_living_neighbour() -> None:
    """With A dead, B is Z's nearest living neighbour on that side."""
    assert sat(case("[{night: 2, died: A}, {day: 2, died: B, by: gangster}]"))


def test_once_per_day() -> None:
    """"Once per day": a second kill the same day is not the Gangster's."""
    assert not sat(case("[{day: 1, died: A, by: gangster}, {day: 1, died: E, by: gangster}]"))
    assert sat(case("[{day: 1, died: A, by: gangster}, {day: 2, died: E, by: gangster}]"))
