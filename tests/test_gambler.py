"""Gambler: "Each night*, choose a player & guess their character: if you guess
wrong, you die."

Six seats; A is `you`, the Gambler; the hidden evil are a Scarlet Woman and
an Imp that attacks the dead (a death of A is the Gambler's own).
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[gambler, chef, investigator, slayer, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(guess: str, events: str = "", hidden: str = "[scarletwoman, imp]") -> str:
    seats = [f"{{name: A, claim: gambler, info: [{{night: 2, gambler: {guess}}}]}}", "B:chef",
             "C:investigator", "D", "E", "F:washerwoman"]
    return table(SCRIPT, seats, hidden, "4/0/1/1", f"[{{day: 1, executed: B}}{events}]",
                 tail="now: {day: 2}")


def test_a_wrong_guess_kills():
    """"If the chosen player is a different character from the chosen character
    icon, the Gambler dies": guessing D as the Imp and living means D is the Imp;
    dying beside the Imp's own victim means D is not."""
    alive = worlds(case("[D, imp]"))
    assert alive and all(w[3] == "imp" for w in alive)
    dead = worlds(case("[D, imp]", ", {night: 2, died: A}, {night: 2, died: C}"))
    assert dead and all(w[3] != "imp" for w in dead)


def test_a_poisoned_gambler_survives_a_wrong_guess():
    """A poisoned Gambler's wrong guess kills nobody: with a Poisoner, living after
    guessing D as the Imp no longer proves it."""
    ws = worlds(case("[D, imp]", hidden="[poisoner, imp]"))
    assert any(w[3] != "imp" for w in ws)


def test_not_on_the_first_night():
    """"Each night except the first": a night-1 guess is no real Gambler's."""
    text = case("[D, imp]").replace("{night: 2, gambler", "{night: 1, gambler")
    assert not possible(text)


def test_a_philosopher_with_the_ability_dies_of_a_wrong_guess():
    """A player who gains the ability uses it as the Gambler does: a Philosopher
    who chose the Gambler, guessed D as the Imp and died beside the Imp's own
    victim guessed wrong (before, no world explained the second death)."""
    script = SCRIPT.replace("[gambler,", "[gambler, philosopher,")
    seats = ["{name: A, claim: philosopher, info: [{night: 1, philosopher: gambler}, "
             "{night: 2, gambler: [D, imp]}]}", "B:chef", "C:investigator", "D", "E",
             "F:washerwoman"]
    text = table(script, seats, "[scarletwoman, imp]", "4/0/1/1",
                 "[{day: 1, executed: B}, {night: 2, died: A}, {night: 2, died: C}]",
                 tail="now: {day: 2}")
    dead = worlds(text)
    assert dead and all(w[3] != "imp" for w in dead)
