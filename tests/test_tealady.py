"""Tea Lady: "If both your alive neighbours are good, they can't die."

Six seats; A is `you`; B is the Tea Lady, between A and C.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[tealady, chef, investigator, slayer, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(events: str, hidden: str = "[scarletwoman, imp]", c: str = "investigator") -> str:
    return table(SCRIPT, f"A:chef B:tealady C:{c} D:slayer E F", hidden, "4/0/1/1", events)


def test_good_neighbours_survive_execution():
    """"If both the Tea Lady's alive neighbours are good ... even if they are
    executed, they do not die": A executed and alive; not so for D, nor with a
    bluffing Tea Lady."""
    assert possible(case("[{day: 1, executed: A, died: false}]"), ["is(B, tealady)"])
    assert not possible(case("[{day: 1, executed: D, died: false}]"))


def test_an_evil_neighbour_breaks_it():
    """With C evil the Tea Lady protects nobody: A executed and surviving then
    needs another reason, which there is not."""
    text = case("[{day: 1, executed: A, died: false}]", c="")
    assert possible(case("[{day: 1, executed: A, died: false}]"))
    assert not possible(text, ["evil(C)"])


def test_safe_from_the_demon_too():
    """They can't die at night either: the Imp cannot kill A while B protects."""
    assert not possible(case("[{night: 2, died: A}]"), ["is(B, tealady)"])
    assert possible(case("[{night: 2, died: D}]"), ["is(B, tealady)"])


SPY_SCRIPT = "[tealady, chef, investigator, slayer, recluse, spy, imp]"


def test_neighbours_as_they_register():
    """"Whenever the Recluse's alignment is detected, the Storyteller chooses
    ... allowing an ability to work that would normally only affect evil": a
    Recluse neighbour may count as evil, so the Tea Lady's other neighbour A can
    die to the Demon. The Spy "might register as good", so with the Spy beside
    her A may still be safe."""
    recluse = table(SPY_SCRIPT, "A:chef B:tealady C:recluse D:slayer E F", "[spy, imp]",
                    "3/1/1/1", "[{night: 2, died: A}]")
    assert possible(recluse, ["is(B, tealady)", "is(C, recluse)"])
    spy = table(SPY_SCRIPT, "A:chef B:tealady C D:slayer E:investigator F", "[spy, imp]",
                "4/0/1/1", "[{day: 1, executed: A, died: false}]")
    assert possible(spy, ["is(B, tealady)", "is(C, spy)"])


def test_a_philosopher_with_the_ability_protects_too():
    """A player who gains the ability has it as the Tea Lady does: B, a
    Philosopher who chose the Tea Lady, keeps A alive through an execution
    (before, only a real Tea Lady did, and no world was left)."""
    seats = ["A:chef", "{name: B, claim: philosopher, info: [{night: 1, philosopher: tealady}]}",
             "C:investigator", "D:slayer", "E", "F"]
    text = table(SCRIPT.replace("[tealady,", "[tealady, philosopher,"), seats,
                 "[scarletwoman, imp]", "4/0/1/1", "[{day: 1, executed: A, died: false}]")
    assert possible(text, ["is(B, philosopher)"])
    assert not possible(text.replace("executed: A", "executed: D"))
