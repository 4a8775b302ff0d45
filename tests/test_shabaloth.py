"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you chose last
night might be regurgitated."

Seven seats; A is `you`; the hidden evil are a Scarlet Woman and the Shabaloth
(or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible, table, two_holders

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, librarian, scarletwoman, imp, shabaloth]"


def case(events: str, hidden: str = "[scarletwoman, shabaloth]") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:librarian E F G:washerwoman", hidden,
                 "5/0/1/1", events)


def test_two_deaths_a_night():
    """"The Shabaloth attacks twice per night": two night deaths, not three, and
    none on the first night."""
    two = "[{night: 2, died: B}, {night: 2, died: C}]"
    assert possible(case(two))
    assert not possible(case(two, "[scarletwoman, imp]"))
    three = "[{night: 2, died: B}, {night: 2, died: C}, {night: 2, died: D}]"
    assert not possible(case(three))
    assert not possible(case("[{night: 1, died: B}]"))


def test_or_fewer():
    """Either choice may be a dead player (no death): one death is fine."""
    assert possible(case("[{day: 1, executed: B}, {night: 2, died: C}]"))


EATEN = "{night: 2, died: B}, {night: 2, died: C}"


def test_a_dead_player_chosen_last_night_may_be_regurgitated():
    """"A dead player you chose last night might be regurgitated": "The night
    after the attack, the Storyteller may decide that one of the players
    attacked by the Shabaloth comes back to life", declared at dawn. B, eaten
    on night 2, is back on night 3 (the Shabaloth then eats the dead C and D);
    without a Shabaloth nobody brings B back."""
    back = f"[{EATEN}, {{night: 3, died: D}}, {{night: 3, revived: B}}]"
    assert possible(case(back))
    assert not possible(case(back, "[scarletwoman, imp]"))


def test_only_last_nights_choice_and_only_one():
    """Only a player chosen last night, and "one character marked with the
    Shabaloth's DEAD reminder" a night: the Shabaloth chooses nobody on night 1,
    so B executed on day 1 is not back on night 2; B and C both back on night 3
    (the Shabaloth eating D and E) is one too many; B eaten on night 2 while
    the Shabaloth's two night-3 choices ate D and E is not back on night 4."""
    assert not possible(case("[{day: 1, executed: B}, {night: 2, revived: B}]"))
    two = f"[{EATEN}, {{night: 3, died: D}}, {{night: 3, died: E}}, {{night: 3, revived: B}}]"
    assert possible(case(two))
    assert not possible(case(two.replace("]", ", {night: 3, revived: C}]")))
    late = (f"[{EATEN}, {{night: 3, died: D}}, {{night: 3, died: E}}, "
            "{night: 4, revived: B}]")
    assert not possible(case(late))
    assert possible(case(late.replace("night: 4, revived: B", "night: 4, revived: D")))


def test_regurgitation_is_the_storytellers_choice():
    """"Might be regurgitated": without the event, nobody came back (the
    Storyteller chose not to)."""
    assert possible(case(f"[{EATEN}, {{night: 3, died: D}}]"))


def test_a_dead_shabaloth_with_its_ability_back_chooses_on_its_own():
    """Bone Collector: "they regain their ability until dusk": the executed
    Shabaloth (A) and the Scarlet Woman who became the Shabaloth (B) each
    choose 2 players on night 2, so four die; with no ability given back, or
    five deaths, no choices explain the night."""
    four = "[" + ", ".join(f"{{night: 2, died: {p}}}" for p in "CDEF") + "]"
    assert possible(two_holders("shabaloth", four), ["is(A, shabaloth)", "is(B, scarletwoman)"])
    assert not possible(two_holders("shabaloth", four, bone=False))
    five = "[" + ", ".join(f"{{night: 2, died: {p}}}" for p in "CDEFG") + "]"
    assert not possible(two_holders("shabaloth", five))
