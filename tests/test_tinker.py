"""Tinker: "You might die at any time."

Six seats, no Minion; A is `you`; B claims the Tinker; the Imp is hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[tinker, chef, investigator, slayer, washerwoman, tealady, imp]"


def case(events: str, c: str = "investigator", hidden: str = "[imp]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {{townsfolk: 4, outsider: 1, minion: 0, demon: 1}}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: tinker}}
      - {{name: C, claim: {c}}}
      - {{name: D, claim: slayer}}
      - {{name: E, claim: washerwoman}}
      - {{name: F}}
    events: {events}
    """


def test_a_day_death_can_be_the_tinker():
    """An unexplained day death: only the Tinker's."""
    assert possible(case("[{day: 1, died: B}]"))
    assert not possible(case("[{day: 1, died: C}]"))


def test_first_night_death():
    """Nobody else kills on night 1: a death then is the Tinker's."""
    assert possible(case("[{night: 1, died: B}]"))
    assert not possible(case("[{night: 1, died: C}]"))


def test_two_deaths_at_night():
    """Night 2: the Imp kills one, the Tinker dies as well."""
    assert possible(case("[{night: 2, died: B}, {night: 2, died: C}]"))
    assert not possible(case("[{night: 2, died: D}, {night: 2, died: C}]"))


def test_the_tinker_lives_too():
    """Nothing forces the Tinker to die."""
    assert possible(case("[{night: 2, died: C}, {day: 2, executed: D}]"), ["not dead(B)"])


def test_not_while_protected():
    """A Tea Lady with both alive neighbours good keeps them alive: C, the Tea
    Lady, between good B (the Tinker) and good D, so B cannot die by day."""
    text = case("[{day: 1, died: B}]", c="tealady", hidden="[imp, tealady]")
    assert possible(text)
    assert not possible(text, ["is(C, tealady) and good(D)"])


def test_a_night_death_at_any_moment():
    """"You might die at any time": on night 1 the Tinker B may die after the
    Empath A has learnt their number, so A's living neighbours were F and B
    (good): 0. Had B died first, A would have counted the Imp C."""
    text = """
    script: [tinker, empath, investigator, slayer, washerwoman, imp]
    you: A
    hidden: [imp]
    counts: {townsfolk: 4, outsider: 1, minion: 0, demon: 1}
    players:
      - {name: A, claim: empath, info: [{night: 1, empath: 0}]}
      - {name: B, claim: tinker}
      - {name: C}
      - {name: D, claim: slayer}
      - {name: E, claim: washerwoman}
      - {name: F, claim: investigator}
    events: [{night: 1, died: B}]
    """
    assert possible(text, ["is(C, imp)"])
    assert not possible(text.replace("empath: 0", "empath: 2"), ["is(C, imp)"])
