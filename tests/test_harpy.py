"""Harpy: "Each night, choose 2 players: tomorrow, the 1st player is mad that the
2nd is evil, or one or both might die."

Five players; B-E claim Townsfolk; the evil pair is an Imp and a Harpy or a
Scarlet Woman. In some cases you, A, are the Harpy.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, harpy, scarletwoman]"
CLAIMS = ["B:chef", "C:empath", "D:investigator", "E:washerwoman"]


def case(a_row: str, events: str, script: str = SCRIPT, tail: str = "") -> str:
    hidden = "[imp, harpy, scarletwoman]" if "harpy" in script else "[imp, scarletwoman]"
    return table(script, [a_row, *CLAIMS], hidden, "3/0/1/1", events, tail=tail)


def me(*pairs: str) -> str:
    """You, A, the Harpy, chose these pairs on nights 1, 2..."""
    info = ", ".join(f"{{night: {n}, harpy: [{p}]}}" for n, p in enumerate(pairs, 1))
    return f"{{name: A, claim: harpy, info: [{info}]}}"


def test_a_day_death_may_be_the_harpys() -> None:
    """C died on day 1 with no other cause: a Harpy is in play in every world;
    without one on the script, no world."""
    got = worlds(case("A:librarian", "[{day: 1, died: C}]"))
    assert got and all("harpy" in w for w in got)
    assert not possible(case("A:librarian", "[{day: 1, died: C}]",
                             SCRIPT.replace("harpy, ", "")))


def test_only_the_two_chosen_may_die() -> None:
    """You chose C and D on night 1: either or both may die on day 1, E may not."""
    assert possible(case(me("C, D"), "[{day: 1, died: C}]"))
    assert possible(case(me("C, D"), "[{day: 1, died: D}, {day: 1, died: C}]"))
    assert not possible(case(me("C, D"), "[{day: 1, died: E}]"))


def test_only_tomorrow() -> None:
    """Chosen on night 1 and not on night 2: C may not die of it on day 2."""
    events = "[{night: 2, died: B}, {day: 2, died: C}]"
    assert not possible(case(me("C, D", "D, E"), events))
    assert possible(case(me("C, D", "C, E"), events))
