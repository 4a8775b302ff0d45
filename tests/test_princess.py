"""Princess: "On your 1st day, if you nominated & executed a player, the Demon
doesn't kill tonight."

Six seats; A is `you`; the Imp must attack a living player here, so a quiet
night needs a reason.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[princess, chef, investigator, slayer, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(day1: str, hidden: str = "[scarletwoman, imp]", a: str = "chef") -> str:
    return table(SCRIPT, f"A:{a} B:princess C:investigator D E F:washerwoman", hidden, "4/0/1/1",
                 day1, "you: A\nrules: {demon_attacks_dead: false}", "now: {day: 2}")


def test_her_nominee_executed_means_no_kill():
    """"If the Princess nominated and executed a player on their first day, the
    Demon doesn't kill that night": a quiet night 2 after B's nominee C was
    executed; without her nomination it is impossible."""
    assert possible(case("[{day: 1, nominated: C, by: B}, {day: 1, executed: C}]"))
    assert possible(case("[{day: 1, executed: C, nominated_by: B}]"))
    assert not possible(case("[{day: 1, nominated: C, by: A}, {day: 1, executed: C}]"))


def test_only_a_real_sober_princess():
    """Only the Princess's ability stops the kill: B bluffing (the Scarlet Woman)
    cannot explain the quiet night, nor can a Princess the Poisoner poisoned
    that night."""
    text = case("[{day: 1, nominated: C, by: B}, {day: 1, executed: C}]")
    assert not possible(text, ["is(B, scarletwoman)"])
    assert possible(text, ["is(B, princess)"])
    poison = case("[{day: 1, nominated: C, by: B}, {day: 1, executed: C}]", "[poisoner, imp]")
    assert possible(poison, ["is(B, princess)"])
    assert not possible(poison, ["is(B, princess)", "poisoned(B, night 2)"])
