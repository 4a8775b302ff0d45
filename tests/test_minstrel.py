"""Minstrel: "When a Minion dies by execution, all other players (except
Travellers) are drunk until dusk tomorrow."

Six seats; A is `you`, an Empath whose night-2 number is checked; E, F
are evil. The Imp may attack the dead, so night 2 may be quiet.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[minstrel, empath, investigator, slayer, mayor, scarletwoman, imp]"


def case(executed: str, hidden: str = "[scarletwoman, imp]", minstrel: str = "minstrel") -> str:
    seats = ["{name: A, claim: empath, info: [{night: 2, empath: 2}]}", f"B:{minstrel}",
             "C:investigator", "D:slayer", "E", "F"]
    return table(SCRIPT, seats, hidden, "4/0/1/1", f"[{{day: 1, executed: {executed}}}]",
                 tail="now: {day: 2}")


def test_a_minion_executed_makes_everyone_drunk():
    """"If a Minion is executed and dies, all players (except the Minstrel) become
    drunk immediately and stay drunk all through the night": the Empath's "2"
    on night 2 (of the neighbours B and F only F is evil) is false, so fits
    only after the Scarlet Woman E died by execution with a Minstrel alive."""
    assert possible(case("E"), ["is(E, scarletwoman)"])
    assert not possible(case("D"))
    assert not possible(case("E", minstrel="mayor"), ["is(E, scarletwoman)"])
