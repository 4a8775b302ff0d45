"""Philosopher: "Once per game, at night, choose a good character: gain that
ability. If this character is in play, they are drunk."

Seven players in a circle (You, A, B, C, D, E, F); You are the Philosopher; the
Scarlet Woman (no droisoning) and the Imp are hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, washerwoman, philosopher, scarletwoman, imp]"


def case(you: str, b: str = "[]", events: str = "[]") -> str:
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, scarletwoman]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: philosopher, info: {you}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath, info: {b}}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
  - {{name: F, claim: washerwoman}}
events: {events}
"""


def test_gains_the_ability():
    """"When they do so, they gain that character's ability": as the Empath, You
    learn a true number (your neighbours A and F are good: 0)."""
    assumed = ["good(A)", "good(F)"]
    assert possible(case("[{night: 1, philosopher: empath}, {night: 1, empath: 0}]"), assumed)
    assert not possible(case("[{night: 1, philosopher: empath}, {night: 1, empath: 2}]"),
                        assumed)


def test_the_real_one_is_drunk():
    """"If the Philosopher chooses a character that is already in play, the player
    of that character becomes drunk": the Empath B's wrong 2 (A and C good) is
    possible when You chose the Empath, not the Chef."""
    assumed = ["good(A)", "good(C)", "is(B, empath)"]
    b = "[{night: 1, empath: 2}]"
    assert possible(case("[{night: 1, philosopher: empath}]", b), assumed)
    assert not possible(case("[{night: 1, philosopher: washerwoman}]", b), assumed)


def test_sober_again_when_the_philosopher_dies():
    """"If the Philosopher then dies ... the player they are making drunk becomes
    sober again": after your execution, B's night 2 info is true."""
    assumed = ["good(A)", "good(C)", "is(B, empath)"]
    b = "[{night: 2, empath: 2}]"
    alive = "[{day: 1, executed: F}]"  # the Imp attacks a dead player on night 2
    dead = "[{day: 1, executed: You}]"
    assert possible(case("[{night: 1, philosopher: empath}]", b, alive), assumed)
    assert not possible(case("[{night: 1, philosopher: empath}]", b, dead), assumed)


def mad_case(you_info: str, c_claim: str) -> str:
    """You are the Empath; C, made mad by the Cerenovus, may be the Philosopher
    claiming to be a Washerwoman (a mad player hides their own choices)."""
    return f"""
script: [chef, empath, investigator, washerwoman, philosopher, cerenovus, imp]
you: You
hidden: [imp, cerenovus, philosopher]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: empath, info: {you_info}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: investigator}}
  - {{name: C, claim: {c_claim}}}
  - {{name: D}}
  - {{name: E}}
  - {{name: F, claim: washerwoman}}
now: {{day: 1}}
"""


def test_a_philosopher_claiming_another_character_may_have_chosen_silently():
    """A wrong Empath number (A and F good, asked as an assumption) needs You to
    be drunk: possible if C is a Philosopher who silently chose the Empath, not
    if C is a Philosopher claimant who reported no choice."""
    assumed = ["good(A)", "good(F)", "is(C, philosopher)"]
    assert possible(mad_case("[{night: 1, empath: 2}]", "washerwoman"), assumed)
    assert not possible(mad_case("[{night: 1, empath: 2}]", "philosopher"), assumed)


def juggler_case(choice_night: int) -> str:
    """You chose the Juggler on `choice_night`, guessed A as the Chef on day 2
    and learnt on night 3 that the guess was right."""
    you = (f"[{{night: {choice_night}, philosopher: juggler}}, "
           "{day: 2, juggler: {A: chef}}, {night: 3, juggler: 1}]")
    return f"""
script: [chef, empath, investigator, soldier, monk, juggler, philosopher, scarletwoman, imp]
you: You
hidden: [imp, scarletwoman]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: philosopher, info: {you}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
  - {{name: F, claim: chef}}
"""


def test_the_gained_ability_is_had_from_the_choice_on():
    """"they gain that character's ability" when they choose, not before: the
    Juggler's ability gained on night 2 makes day 2 the Juggler's 1st day, so
    the guesses and the count that night are the Juggler's; chosen on night 1,
    day 1 was the 1st day and day 2's guesses are none of the Juggler's."""
    assert possible(juggler_case(2), ["is(A, chef)"])
    assert not possible(juggler_case(1), ["is(A, chef)"])
