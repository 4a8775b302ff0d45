"""Devil's Advocate: "Each night, choose a living player (different to last night):
if executed tomorrow, they don't die."

Six seats; A is `you`; the hidden evil are the Devil's Advocate (or a
Scarlet Woman) and an Imp.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, scarletwoman, devilsadvocate, imp]"


def case(events: str, hidden: str = "[devilsadvocate, imp]") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:mayor E F", hidden, "4/0/1/1", events)


def test_the_chosen_player_survives_execution():
    """"If the chosen player is executed the next day, they remain alive": an
    execution without death needs the Devil's Advocate."""
    assert possible(case("[{day: 1, executed: B, died: false}]"))
    assert not possible(case("[{day: 1, executed: B, died: false}]", "[scarletwoman, imp]"))


def test_different_to_last_night():
    """"...different to last night": the same player cannot survive two days
    running through the Devil's Advocate alone."""
    assert not possible(case("[{day: 1, executed: B, died: false}, {night: 2, died: D}, "
                             "{day: 2, executed: B, died: false}]"))
    assert possible(case("[{day: 1, executed: B, died: false}, {night: 2, died: D}, "
                         "{day: 2, executed: C, died: false}]"))
