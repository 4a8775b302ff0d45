"""Yaggababble: "You start knowing a secret phrase. For each time you said it
publicly today, a player might die." Five players (3 Townsfolk, 1 Minion, the
Yaggababble); A is `you`, a Chef; B holds the Soldier."""

from __future__ import annotations

from tests.helpers import five_seats, possible

SCRIPT = "[chef, soldier, empath, monk, saint, scarletwoman, yaggababble]"


def case(events: str) -> str:
    return five_seats(SCRIPT, "A:chef", ("soldier", "empath", "", ""),
                      "[scarletwoman, yaggababble]", "3/0/1/1", events)


def test_players_die_only_after_a_day() -> None:
    """"For each time you said it publicly today": no day before night 1, so no
    death that night; after a day, a player might die."""
    assert possible(case("[{night: 2, died: C}]"))
    assert not possible(case("[{night: 1, died: C}]"))


def test_several_players_might_die() -> None:
    """"For each time": the phrase may have been said twice, so two die."""
    assert possible(case("[{night: 2, died: A}, {night: 2, died: C}]"))


def test_the_demons_kill() -> None:
    """The deaths are the Demon's: a good, sober Soldier does not die of them."""
    assert not possible(case("[{night: 2, died: B}]"))
    assert possible(case("[{night: 2, died: A}]"))


def test_might_die() -> None:
    """"might": nobody need die."""
    assert possible(case("[]"))
