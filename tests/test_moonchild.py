"""Moonchild: "When you learn that you died, publicly choose 1 alive player.
Tonight, if it was a good player, they die."

Six seats (one Outsider: the Moonchild B); A is `you`. The Imp attacks the
dead, so an extra night death is the Moonchild's.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, mayor, moonchild, scarletwoman, poisoner, imp]"


def case(chose: str, night2: str, hidden: str = "[scarletwoman, imp]") -> str:
    events = f"[{{day: 1, executed: B}}, {{day: 1, moonchild: B, chose: {chose}}}{night2}]"
    return table(SCRIPT, "A:chef B:moonchild C:investigator D:slayer E F", hidden,
                 events=events, tail="now: {day: 2}")


def test_a_good_choice_dies_tonight():
    """"If the Moonchild chose a good player, that player dies": B chose C, so C
    dies on night 2 (with the Imp's victim); choosing evil E kills nobody."""
    assert possible(case("C", ", {night: 2, died: C}, {night: 2, died: D}"))
    assert not possible(case("C", ", {night: 2, died: D}"))
    assert possible(case("E", ", {night: 2, died: D}"), ["evil(E)"])
    assert not possible(case("E", ", {night: 2, died: D}, {night: 2, died: C}"), ["evil(E)"])


def test_sober_at_night():
    """"If the Moonchild is drunk or poisoned at night ... that player doesn't
    die": with a Poisoner, a good choice may survive."""
    assert possible(case("C", ", {night: 2, died: D}", "[poisoner, imp]"))


def test_the_choice_as_it_registers():
    """The Spy "might register as good", the Recluse may register as evil
    ("Whenever the Recluse's alignment is detected, the Storyteller chooses"):
    a Moonchild's Spy may die, a Moonchild's Recluse may live."""
    script = "[chef, investigator, slayer, moonchild, recluse, spy, imp]"
    def game(chose: str, extra: str, seats: str) -> str:
        events = (f"[{{day: 1, executed: B}}, {{day: 1, moonchild: B, chose: {chose}}}"
                  f", {{night: 2, died: D}}{extra}]")
        return table(script, seats, "[spy, imp]", "2/2/1/1", events, tail="now: {day: 2}")
    spy = game("E", ", {night: 2, died: E}", "A:chef B:moonchild C:recluse D:slayer E F")
    assert possible(spy, ["is(E, spy)"])
    recluse = game("C", "", "A:chef B:moonchild C:recluse D:slayer E F")
    assert possible(recluse, ["is(C, recluse)"])
