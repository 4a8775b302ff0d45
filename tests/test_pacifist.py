"""Pacifist: "Executed good players might not die."

Six seats; A is `you`; B claims the Pacifist.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[pacifist, chef, investigator, slayer, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(events: str, hidden: str = "[pacifist, scarletwoman, poisoner, imp]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: pacifist}}
      - {{name: C, claim: investigator}}
      - {{name: D, claim: slayer}}
      - {{name: E, claim: mayor}}
      - {{name: F, claim: washerwoman}}
    events: {events}
    """


def test_an_executed_good_player_may_survive():
    """A (good, the perspective) executed and alive: only a working Pacifist
    explains it."""
    text = case("[{day: 1, executed: A, died: false}]")
    assert possible(text, ["is(B, pacifist)"])
    assert not possible(text, ["not is(B, pacifist)"])


def test_or_die_as_normal():
    """The Pacifist's save is the Storyteller's choice: the good player may die."""
    assert possible(case("[{day: 1, executed: A}]"), ["is(B, pacifist)"])


def test_evil_players_die():
    """An executed player who survives is good: C surviving cannot be the Imp."""
    text = case("[{day: 1, executed: C, died: false}]")
    assert possible(text, ["is(B, pacifist)"])
    assert not possible(text, ["evil(C)"])


def test_a_dead_pacifist_saves_nobody():
    """B executed on day 1 and dead: A executed on day 2 cannot survive."""
    assert not possible(case("[{day: 1, executed: B}, {day: 2, executed: A, died: false}]"))


def test_a_spy_registering_good_may_survive():
    """The Spy "might register as good & as a Townsfolk or Outsider": an executed
    Spy the Storyteller treats as good may be spared by a working Pacifist."""
    text = """
    script: [pacifist, chef, investigator, slayer, mayor, washerwoman, spy, imp]
    you: A
    hidden: [spy, imp]
    counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
    players:
      - {name: A, claim: chef}
      - {name: B, claim: pacifist}
      - {name: C, claim: investigator}
      - {name: D}
      - {name: E, claim: mayor}
      - {name: F, claim: washerwoman}
    events: [{day: 1, executed: D, died: false}]
    """
    assert possible(text, ["is(D, spy)"])
