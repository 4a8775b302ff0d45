"""Kazali: "Each night*, choose a player: they die. [You choose which players are
which Minions. -? to +? Outsiders]"

Seven seats (by the table no Outsider); A is `you`.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, saint, butler, poisoner, imp, kazali]"


def case(b: str, c: str, hidden: str = "[poisoner, kazali]", events: str = "[]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: {b}}}
      - {{name: C, claim: {c}}}
      - {{name: D, claim: mayor}}
      - {{name: E}}
      - {{name: F}}
      - {{name: G, claim: washerwoman}}
    events: {events}
    """


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
