"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you chose last
night might be regurgitated."

Seven seats; A is `you`; the hidden evil are a Scarlet Woman and the Shabaloth
(or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, librarian, scarletwoman, imp, shabaloth]"


def case(events: str, hidden: str = "[scarletwoman, shabaloth]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: investigator}}
      - {{name: C, claim: slayer}}
      - {{name: D, claim: librarian}}
      - {{name: E}}
      - {{name: F}}
      - {{name: G, claim: washerwoman}}
    events: {events}
    """


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
