"""Leviathan: "If more than 1 good player is executed, evil wins. All players know
you are in play. After day 5, evil wins."

Five seats: A is `you` (Chef); the hidden evil are a Scarlet Woman and the
Leviathan (or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, soldier, monk, slayer, mayor, scarletwoman, imp, leviathan]"


def case(events: str = "[]", now: str = "", hidden: str = "[scarletwoman, leviathan]") -> str:
    return table(SCRIPT, "A:chef B:soldier C:monk D E", hidden, "3/0/1/1", events, tail=now)


def test_a_second_good_execution_ends_the_game():
    """"If more than 1 good player is executed, evil wins": executing the good B
    and C ends the game under the Leviathan; one good and one evil does not."""
    assert not possible(case("[{day: 1, executed: B}, {day: 2, executed: C}]", "now: {night: 3}"))
    assert possible(case("[{day: 1, executed: B}, {day: 2, executed: D}]", "now: {night: 3}"))
    assert possible(case("[{day: 1, executed: B}]", "now: {night: 3}", "[scarletwoman, imp]"))


def test_after_day_five_evil_wins():
    """"After day 5, evil wins": the game cannot reach night 6 with a living
    Leviathan; it can reach day 5."""
    assert possible(case(now="now: {day: 5}"))
    assert not possible(case(now="now: {night: 6}"))


def test_kills_nobody():
    """The Leviathan has no night kill: a night death cannot be its doing."""
    assert not possible(case("[{night: 2, died: C}]"))
    assert possible(case("[{night: 2, died: C}]", hidden="[scarletwoman, imp]"))
