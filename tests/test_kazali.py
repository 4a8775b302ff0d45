"""Kazali: "Each night*, choose a player: they die. [You choose which players are
which Minions. -? to +? Outsiders]"

Seven seats (by the table no Outsider); A is `you`.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, saint, butler, poisoner, imp, kazali]"


def case(b: str, c: str, hidden: str = "[poisoner, kazali]", events: str = "[]") -> str:
    return table(SCRIPT, f"A:chef B:{b} C:{c} D:mayor E F G:washerwoman", hidden, events=events)


def test_any_number_of_outsiders():
    """"There might be any number of Outsiders in play": two Outsiders among seven
    players fit the Kazali, not the Imp."""
    assert possible(case("saint", "butler"))
    assert not possible(case("saint", "butler", "[poisoner, imp]"))
    assert possible(case("investigator", "slayer"))


def test_kills_each_night_but_the_first():
    """"Each night*, choose a player: they die.\""""
    assert possible(case("investigator", "slayer", events="[{night: 2, died: D}]"))
    assert not possible(case("investigator", "slayer", events="[{night: 1, died: D}]"))
