"""Vortox: "Each night*, choose a player: they die. Townsfolk abilities yield false
info. Each day, if no-one is executed, evil wins."

Five players, 3 Townsfolk, 1 Minion, 1 Demon; A is `you`. The evil pair sits
at D and E, next to each other, so a Chef learns 1.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[chef, fortuneteller, soldier, monk, slayer, scarletwoman, poisoner, imp, vortox]"


def case(a: str, info: str, hidden: str = "[scarletwoman, imp, vortox]", events: str = "[]",
         now: str = "") -> str:
    seats = [f"{{name: A, claim: {a}, info: {info}}}", "B:soldier", "C:monk", "D", "E"]
    return table(SCRIPT, seats, hidden, "3/0/1/1", events, tail=now)


def demons(ws: set[tuple[str, ...]]) -> set[str]:
    return {c for w in ws for c in w if c in ("imp", "vortox")}


def test_townsfolk_information_is_false():
    """"Townsfolk abilities yield false info": the true Chef 1 rules the Vortox
    out, the false Chef 0 leaves only the Vortox."""
    assert demons(worlds(case("chef", "[{night: 1, chef: 1}]"))) == {"imp"}
    assert demons(worlds(case("chef", "[{night: 1, chef: 0}]"))) == {"vortox"}


def test_really_false_no_red_herring():
    """The information must really be false: the Fortune Teller's "no" on two good
    players is true whatever the red herring, so no Vortox; a "yes" on them is
    false, so the Vortox fits (the Imp too, through the red herring)."""
    no = case("fortuneteller", "[{night: 1, fortuneteller: [B, C, no]}]")
    yes = case("fortuneteller", "[{night: 1, fortuneteller: [B, C, yes]}]")
    assert demons(worlds(no)) == {"imp"}
    assert demons(worlds(yes)) == {"imp", "vortox"}


def test_even_a_poisoned_townsfolk_hears_false():
    """A poisoned Chef under the Vortox still gets false information (the
    puzzles' ruling): with the Chef poisoned, a true Chef 1 rules the Vortox out
    while a false Chef 0 fits it (with the Imp, the poisoned Chef may hear
    either)."""
    hidden = "[poisoner, imp, vortox]"
    one = case("chef", "[{night: 1, chef: 1}]", hidden)
    zero = case("chef", "[{night: 1, chef: 0}]", hidden)
    poisoned = ["poisoned(A, night 1)"]
    assert not possible(one, poisoned + ["in_play(vortox)"])
    assert possible(zero, poisoned + ["in_play(vortox)"])
    assert possible(one, poisoned + ["in_play(imp)"])
    assert possible(zero, poisoned + ["in_play(imp)"])


def test_no_execution_means_evil_wins():
    """"Each day, if no-one is executed, evil wins": a finished day 1 without an
    execution ends the game under the Vortox; an execution (even one the player
    survives is impossible here) keeps it going."""
    quiet = case("chef", "[{night: 1, chef: 0}]", now="now: {night: 2}")
    executed = case("chef", "[{night: 1, chef: 0}]",
                    events="[{day: 1, executed: B}]", now="now: {night: 2}")
    assert not possible(quiet)
    assert possible(executed)


def test_the_vortox_kills_at_night():
    """"Each night*, choose a player: they die" (not on the first night)."""
    assert possible(case("chef", "[{night: 1, chef: 0}]",
                         events="[{day: 1, executed: B}, {night: 2, died: C}]"))
    assert not possible(case("chef", "[{night: 1, chef: 0}]",
                             events="[{night: 1, died: C}]"))
