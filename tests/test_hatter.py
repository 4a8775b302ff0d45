"""Hatter: "If you died today or tonight, the Minion & Demon players may choose
new Minion & Demon characters to be."

Five players; you, A, claim the Chef; B is the Hatter; the evil pair is an
Imp or a No Dashii, and a Poisoner or a Spy. C is known to be the Poisoner on
the first night.
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = "[hatter, chef, empath, investigator, washerwoman, imp, nodashii, poisoner, spy]"


def case(events: str, known: str) -> str:
    return table(SCRIPT, ["A:chef", "B:hatter", "C:empath", "D:investigator",
                          "E:washerwoman"], "[imp, nodashii, poisoner, spy]", "2/1/1/1", events,
                 tail=f"known: ['is(C, poisoner, night 1) and {known}']")


EXECUTED = "[{day: 1, executed: B}, {night: 2, died: A}]"
NOBODY = "[{night: 2, died: A}]"


def test_a_minion_may_become_another_minion_after_the_hatters_death() -> None:
    """The Hatter executed on day 1: the Poisoner C may be the Spy on night 2, or
    stay; without the Hatter's death it stays the Poisoner."""
    assert possible(case(EXECUTED, "is(C, spy, night 2)"))
    assert possible(case(EXECUTED, "is(C, poisoner, night 2)"))
    assert not possible(case(NOBODY, "is(C, spy, night 2)"))


def test_a_minion_stays_a_minion() -> None:
    """The tea party makes no Minion a Demon."""
    assert not possible(case(EXECUTED, "is(C, imp, night 2)"))


def test_the_demon_may_become_another_demon() -> None:
    """The Imp D may be the No Dashii on night 2 after the Hatter's death."""
    known = "is(D, imp, night 1) and is(D, nodashii, night 2)"
    assert possible(case(EXECUTED, known))
    assert not possible(case(NOBODY, known))
