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


def test_a_butcher_s_second_execution_keeps_her_protection():
    """"If you nominated & executed a player": her nominee C executed first, then
    the Butcher's nominee F executed too, the Demon still doesn't kill on night 2
    (the simulator read only the day's last execution: random-script game
    s9801/39); without her nomination a quiet night is impossible."""
    seats = [*"A:chef B:princess C:investigator D E F:washerwoman".split(),
             "{name: Z, traveller: butcher}"]
    butcher = SCRIPT.replace("imp]", "imp, butcher]")

    def two(first_by: str, death: str = "") -> str:
        events = (f"[{{day: 1, nominated: C, by: {first_by}}}, {{day: 1, executed: C}}, "
                  f"{{day: 1, nominated: F, by: Z}}, {{day: 1, executed: F}}{death}]")
        return table(butcher, seats, "[scarletwoman, imp]", "4/0/1/1", events,
                     "you: A\nrules: {demon_attacks_dead: false}", "now: {day: 2}")

    assert possible(two("B"), ["is(B, princess)"])
    assert not possible(two("A"))
    assert not possible(two("B", ", {night: 2, died: A}"), ["is(B, princess)"])
    assert possible(two("A", ", {night: 2, died: A}"))


def test_a_scapegoat_executed_instead_of_her_nominee_is_the_storytellers_call():
    """She nominated C, and the Scapegoat "might be executed instead": whether
    she "nominated & executed a player" the texts do not settle (the Scapegoat's
    death "still counts as an execution", but not of her nominee), so the Demon
    may kill on night 2 or not."""
    seats = [*"A:chef B:princess C:investigator D E F:washerwoman".split(),
             "{name: Z, traveller: scapegoat}"]
    goat = SCRIPT.replace("imp]", "imp, scapegoat]")

    def instead(death: str = "") -> str:
        events = f"[{{day: 1, nominated: C, by: B}}, {{day: 1, executed: Z, instead_of: C}}{death}]"
        return table(goat, seats, "[scarletwoman, imp]", "4/0/1/1", events,
                     "you: A\nrules: {demon_attacks_dead: false}", "now: {day: 2}")

    assert possible(instead(), ["is(B, princess)"])
    assert possible(instead(", {night: 2, died: A}"), ["is(B, princess)"])


def philosopher_case(choice_night: int) -> str:
    """You, the Philosopher, chose the Princess's ability on `choice_night`;
    A is executed on day 1 and B dies on night 2; on day 2 your nominee C is
    executed; night 3 is quiet (no Mayor, Soldier or Monk claimed)."""
    you = f"[{{night: {choice_night}, philosopher: princess}}]"
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef", "B:empath",
             "C:investigator", "D:washerwoman", "E:librarian", "F"]
    events = ("[{day: 1, executed: A}, {night: 2, died: B}, "
              "{day: 2, executed: C, nominated_by: You}]")
    return table("[philosopher, princess, chef, empath, investigator, washerwoman, librarian, "
                 "scarletwoman, imp]", seats, "[scarletwoman, imp]", "5/0/1/1", events,
                 "you: You\nrules: {demon_attacks_dead: false}", "now: {day: 3}")


def test_a_philosophers_first_day_is_the_day_after_the_choice():
    """The Princess's ability chosen on night 2 makes day 2 the Philosopher's
    1st day with it (as for the Juggler): the nominee executed then covers a
    quiet night 3 (before, only day 1 nominations counted, so the game was
    ruled out); chosen on night 1, day 2 is no 1st day and night 3 needs a
    kill."""
    assert possible(philosopher_case(2))
    assert not possible(philosopher_case(1))
