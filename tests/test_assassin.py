"""Assassin: "Once per game, at night*, choose a player: they die, even if for
some reason they could not."

Six seats; A is `you`; the Imp attacks the dead executed player.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, soldier, washerwoman, scarletwoman, assassin, imp]"


def case(events: str, hidden: str = "[assassin, imp]") -> str:
    return table(SCRIPT, "A:chef B:investigator C:soldier D:slayer E F", hidden, "4/0/1/1",
                 events)


def test_kills_even_the_soldier():
    """"This player dies, even if they are protected from death in any way": the
    Soldier C dies at night only through the Assassin."""
    assert possible(case("[{night: 2, died: C}]"), ["is(C, soldier)"])
    assert not possible(case("[{night: 2, died: C}]", "[scarletwoman, imp]"), ["is(C, soldier)"])


def test_once_per_game():
    """"Once per game": a second Soldier death needs a second Assassin use."""
    two = ("[{day: 1, executed: B}, {night: 2, died: C}, {day: 2, executed: D}, "
           "{night: 3, died: A}, {night: 3, died: F}]")
    assert not possible(case(two), ["is(E, assassin)"])
    assert possible(case("[{day: 1, executed: B}, {night: 2, died: C}, {night: 2, died: D}]"),
                    ["is(E, assassin)"])
