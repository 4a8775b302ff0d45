"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you chose last
night might be regurgitated."

Seven seats; A is `you`; the hidden evil are a Scarlet Woman and the Shabaloth
(or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, librarian, scarletwoman, imp, shabaloth]"


def case(events: str, hidden: str = "[scarletwoman, shabaloth]") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:librarian E F G:washerwoman", hidden,
                 "5/0/1/1", events)


def test_two_deaths_a_night():
    """"The Shabaloth attacks twice per night": two night deaths, not three, and
    none on the first night."""
    two = "[{night: 2, died: B}, {night: 2, died: C}]"
    assert possible(case(two))
    assert not possible(case(two, "[scarletwoman, imp]"))
    three = "[{night: 2, died: B}, {night: 2, died: C}, {night: 2, died: D}]"
    assert not possible(case(three))
    assert not possible(case("[{night: 1, died: B}]"))


def test_or_fewer():
    """Either choice may be a dead player (no death): one death is fine."""
    assert possible(case("[{day: 1, executed: B}, {night: 2, died: C}]"))
