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


MATH = """
script: [mathematician, chef, soldier, monk, empath, pithag, poisoner, imp]
you: You
counts: {{townsfolk: 3, outsider: 0, minion: 2, demon: 1}}
players:
  - {{name: You, claim: pithag, info: [{{night: 2, pithag: [A, empath]}}]}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: monk}}
  - {{name: M, claim: mathematician, info: [{{night: 2, mathematician: {count}}}]}}
  - {{name: X}}
  - {{name: Y}}
events: [{{night: 2, died: B}}]
"""


def test_a_droisoned_pit_hag_s_lost_change_is_abnormal():
    """A drunk or poisoned Pit-Hag "changes nobody": the Empath is not in play, so
    A (still the Chef at dawn: A's claim, made on day 1, does not say) shows your
    ability failed, which only the Poisoner explains. That is an ability that
    should have worked and did not: the sober Mathematician learns 1, not 0.
    (You stay the Pit-Hag: your report does not yet bind a choice that changed
    yourself.)"""
    truth = ["is(You, pithag, night 2)", "is(A, chef, night 2)", "is(B, monk)",
             "is(X, poisoner)", "is(Y, imp)"]
    assert possible(MATH.format(count=1), truth)
    assert not possible(MATH.format(count=0), truth)


def test_a_new_virgin_is_fresh_after_an_earlier_nomination():
    """The Virgin: "The 1st time you are nominated, if the nominator is a
    Townsfolk, they are executed immediately"; the Barber: "If a player becomes a
    new character, they gain the new ability, even if it was ... a 'once per
    game' ability that the original character already used." A, nominated on
    day 1 as the Chef, made the Virgin on night 2, executes the Townsfolk C who
    nominates them on day 2."""
    events = ("[{day: 1, nominated: A, by: B}, {night: 2, died: E}, "
              "{day: 2, virgin: A, nominated_by: C, executed: C}]")
    assert possible(case("virgin", events=events, extra=", virgin"), ["good(A)", "good(C)"])


def test_a_new_golem_is_fresh_after_an_earlier_nomination():
    """The Golem: "You may only nominate once per game. When you do, if the
    nominee is not the Demon, they die"; the Barber's ruling as above. A, who
    nominated B on day 1 as the Chef, made the Golem on night 2, kills C by
    nominating them on day 2."""
    events = ("[{day: 1, nominated: B, by: A}, {night: 2, died: E}, "
              "{day: 2, died: C, after_nominated_by: A}]")
    assert possible(case("golem", events=events, extra=", golem"), ["good(A)"])
