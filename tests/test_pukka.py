"""Pukka: "Each night, choose a player: they are poisoned. The previously poisoned
player dies then becomes healthy."

Five seats, 3 Townsfolk, 1 Minion, 1 Demon; A is `you`.
"""

from __future__ import annotations

from tests.helpers import possible, table, two_holders

SCRIPT = "[chef, empath, soldier, monk, slayer, scarletwoman, imp, pukka]"


def case(info: str = "[]", hidden: str = "[scarletwoman, pukka]", events: str = "[]",
         now: str = "", a: str = "chef") -> str:
    seats = [f"{{name: A, claim: {a}, info: {info}}}", "B:soldier", "C:slayer", "D", "E"]
    return table(SCRIPT, seats, hidden, "3/0/1/1", events, tail=now)


def test_poisoned_at_once_on_the_first_night():
    """"When the Pukka attacks, their victim is poisoned immediately", on the
    first night too (before the Chef): D, E evil and adjacent make the Chef's
    "0" false, possible only for a Chef poisoned by a Pukka, never with the Imp."""
    assert possible(case("[{night: 1, chef: 0}]"))
    assert not possible(case("[{night: 1, chef: 0}]", "[scarletwoman, imp]"))


def test_the_previous_choice_dies_the_next_night():
    """"The next night, just after the Pukka attacks again, that player dies": the
    night-1 choice dies on night 2, and nobody dies on night 1."""
    assert possible(case(events="[{night: 2, died: C}]"))
    assert not possible(case(events="[{night: 1, died: C}]"))
    # A night-2 death requires the night-1 choice: assume it was someone else.
    assert not possible(case(events="[{night: 2, died: C}]"),
                        ["not poisoned(C, night 1)"])


def test_the_soldier_it_chose_dies():
    """Soldier: "safe from the Demon" only while sober; the Pukka's choice is
    poisoned, so a Soldier it chose dies the next night, unlike the Imp's."""
    assert possible(case(events="[{night: 2, died: B}]"))
    assert not possible(case(events="[{night: 2, died: B}]", hidden="[scarletwoman, imp]"))


def test_healthy_after_dying():
    """"...dies then becomes healthy": once the Pukka has chosen B on night 2, the
    dead night-1 choice C is no longer poisoned (only the new choice is)."""
    text = case(events="[{night: 2, died: C}]")
    assert possible(text, ["poisoned(B, night 2)"])
    assert not possible(text, ["poisoned(B, night 2)", "poisoned(C, night 2)"])


def test_a_pukka_that_poisons_itself_kills_nobody():
    """How to Run: "They point at any player ... The chosen player is poisoned",
    then "the other player marked POISONED dies"; and "If the Pukka ... is drunk
    at night, that player does not die". You, the Pukka, chose C on night 1 and
    yourself on night 2: poisoned by then, so C does not die that night and
    stays poisoned (on the old code C had to die)."""
    seats = ["{name: A, claim: pukka, info: [{night: 1, pukka: C}, {night: 2, pukka: A}]}",
             "B:soldier", "C:slayer", "D:chef", "E"]

    def game(events: str) -> str:
        return table(SCRIPT, seats, "[scarletwoman]", "3/0/1/1", events)
    assert possible(game("[]"))
    assert not possible(game("[]"), ["not poisoned(C, night 2)"])
    assert not possible(game("[{night: 2, died: C}]"))


def test_a_dead_pukka_with_its_ability_back_chooses_on_its_own():
    """Bone Collector: "they regain their ability until dusk": the executed
    Pukka (A) and the Scarlet Woman who became the Pukka (B) each poison a
    player on night 2, so the Empath (C, beside B and D: 1 evil) and the
    Fortune Teller (D, told no on B) are both wrong; with no ability given
    back, no choice poisons both."""
    rows = ["{name: C, claim: empath, info: [{night: 2, empath: 0}]}",
            "{name: D, claim: fortuneteller, info: [{night: 2, fortuneteller: [B, E, false]}]}",
            *"E:chef F:undertaker G:librarian H:washerwoman I:investigator".split()]
    assert possible(two_holders("pukka", "[]", rows), ["is(A, pukka)", "is(B, scarletwoman)"])
    assert not possible(two_holders("pukka", "[]", rows, bone=False))


def test_a_new_pukka_may_or_may_not_take_on_the_poisoned_player():
    """Scarlet Woman: "they are that Demon in every way"; the Pukka: "The
    previously poisoned player dies then becomes healthy". Whether the player
    the executed Pukka (D) poisoned on night 1 is the new Pukka's previous
    choice the texts do not say: C may die on night 2 (taken on: still
    poisoned on day 2's eve, How to Run's "other player marked POISONED"), or
    live (not taken on: healthy once the old Pukka died). The new Pukka (E)
    did not choose itself (which would spare C either way)."""
    executed = "[{day: 1, executed: D}, {night: 2, died: C}]"
    assert possible(case(events=executed), ["is(D, pukka)", "poisoned(C, night 1)"])
    quiet = case(events="[{day: 1, executed: D}]", now="now: {day: 2}")
    assert possible(quiet, ["is(D, pukka)", "poisoned(C, night 1)", "not dead(C, day 2)",
                           "not poisoned(E, day 2)"])
