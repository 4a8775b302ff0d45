"""Ventriloquist (Loric): "If a player is mad as a fresh character during
their nomination, they might not die if executed today."

Five players; `you: A` claims the Chef; nothing on the script keeps an
executed player alive.
"""

from __future__ import annotations

from helpers import possible, quiet_table, table, worlds

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"


def case(events: str, fabled: str = "[ventriloquist]") -> str:
    return table(SCRIPT, "A:chef B:empath C:investigator D:washerwoman E:librarian",
                 "[imp, scarletwoman]", "3/0/1/1", events, tail=f"fabled: {fabled}")


def test_an_executed_player_might_not_die() -> None:
    """B executed and alive: only the Ventriloquist explains it."""
    spared = "[{day: 1, nominated: B, by: C}, {day: 1, executed: B, died: false}]"
    assert not possible(case(spared, fabled="[]"))
    assert possible(case(spared))


def test_an_execution_recorded_as_a_death_is_one() -> None:
    """"Might not": the same worlds as without it when the executee died."""
    died = "[{day: 1, executed: B}, {night: 2, died: C}]"
    plain = worlds(case(died, fabled="[]"))
    assert plain and worlds(case(died)) == plain


def test_madness_changes_no_world() -> None:
    plain = worlds(quiet_table("ventriloquist", "[]"))
    assert plain and worlds(quiet_table("ventriloquist", "[ventriloquist]")) == plain
