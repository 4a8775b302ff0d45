"""Pit-Hag: "Each night*, choose a player & a character they become (if
not-in-play). If a Demon is made, deaths tonight are arbitrary."

Six players; A says they started as the Chef and learnt that they became
another character; the Minion (Pit-Hag or Scarlet Woman) and the Imp are
hidden; the Librarian is on the script but nobody claims it.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, soldier, monk, washerwoman, librarian, pithag, "
          "scarletwoman, imp{extra}]")


def case(becomes: str = "librarian", night: int = 2, events: str = "[]",
         extra: str = "") -> str:
    a = f"[chef, {{night: {night}, is: {becomes}}}]" if becomes else "chef"
    return f"""
script: {SCRIPT.format(extra=extra)}
hidden: [imp, pithag, scarletwoman]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: A, claim: {a}}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
  - {{name: F, claim: washerwoman}}
events: {events}
"""


def test_becomes_a_not_in_play_character():
    """"choose a player & a character they become (if not-in-play)": the good A may
    have become the Librarian (not in play), only with a Pit-Hag."""
    assert possible(case(), ["good(A)", "in_play(pithag)"])
    assert not possible(case(), ["good(A)", "not in_play(pithag)"])


def test_in_play_character_means_nothing_happens():
    """A character in play cannot be made: A cannot have become the Empath while B
    is the good Empath."""
    assert not possible(case("empath"), ["good(A)", "good(B)"])
    assert possible(case("empath"), ["good(A)", "evil(B)"])


def test_not_on_the_first_night():
    """"Each night*": no change on night 1."""
    assert not possible(case(night=1), ["good(A)"])


def test_demon_made_deaths_are_arbitrary():
    """"If a Demon is made, deaths tonight are arbitrary": two good players dying
    in one night, which the Imp alone cannot cause, need the Pit-Hag to have
    made a Demon (here a Vortox, the only Demon not in play)."""
    events = "[{night: 2, died: B}, {night: 2, died: C}]"
    good = ["good(B)", "good(C)"]
    assert possible(case(None, events=events, extra=", vortox"), good)
    assert not possible(case(None, events=events), good)
