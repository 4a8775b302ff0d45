"""Soldier: "You are safe from the Demon." (No almanac page in the seeds: the ability
text, and the Mayor's and Mathematician's pages, are quoted instead.)"""

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

CLAIMS = ("soldier", "chef", "empath", "investigator", "washerwoman")


def soldier_case(events: str, hidden: str = "[imp, spy]", extra: str = "") -> str:
    return f"""
script: [soldier, chef, empath, investigator, washerwoman, drunk, spy, imp]
hidden: {hidden}
{extra}
players:
  - {{name: Sol, claim: soldier}}
  - {{name: Bob, claim: chef}}
  - {{name: Cat, claim: empath}}
  - {{name: Dan, claim: investigator}}
  - {{name: Eve, claim: washerwoman}}
{events}
"""


def test_soldier_explains_a_night_without_death():
    """"You are safe from the Demon": with nobody dead and no other protection, the
    only quiet night 2 is the Imp attacking a real Soldier."""
    expected = set()
    for imp in range(1, 5):
        for spy in range(1, 5):
            if spy != imp:
                w = list(CLAIMS)
                w[imp], w[spy] = "imp", "spy"
                expected.add(tuple(w))
    assert worlds(soldier_case("now: {night: 2}")) == expected


def test_soldier_must_be_sober():
    """Only a sober Soldier is safe: a Drunk who thinks he is the Soldier is not, so
    the quiet night rules out Sol being the Drunk (the Drunk sits elsewhere)."""
    case = soldier_case("now: {night: 2}", "[imp, spy, drunk]",
                        "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case, ["is(Sol, soldier)"])
    assert not possible(case, ["is(Sol, drunk)"])


def test_drunk_soldier_can_be_killed():
    """Near miss: the Soldier claimant died at night, so he is the Drunk (or evil),
    never the real Soldier."""
    case = soldier_case("events:\n  - {night: 2, died: Sol}", "[imp, spy, drunk]",
                        "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case, ["is(Sol, drunk)"])
    assert not possible(case, ["is(Sol, soldier)"])


@pytest.mark.parametrize("poisoned, ok", [("Sol", True), ("Cat", False)])
def test_poisoned_soldier_can_be_killed(poisoned, ok):
    """Mathematician's page: "a poisoned Soldier dying to the Imp" is an ability
    working abnormally: the Soldier dies only if poisoned that night."""
    case = f"""
    script: [soldier, empath, investigator, washerwoman, poisoner, imp]
    hidden: [imp]
    you: Pois
    players:
      - {{name: Sol, claim: soldier}}
      - name: Pois
        claim: poisoner
        info: [{{night: 1, poisoner: Cat}}, {{night: 2, poisoner: {poisoned}}}]
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Eve, claim: washerwoman}}
    events:
      - {{night: 2, died: Sol}}
    """
    assert possible(case)
    assert possible(case, ["is(Sol, soldier)"]) == ok


def test_mayor_bounce_onto_soldier_kills_nobody():
    """Mayor's page: "If the Demon attacks the Mayor, and the Storyteller instead
    chooses ... the Soldier, ... that player does not die tonight." The dead-Mayor
    world needs no bounce; the Soldier never dies to the Demon either way."""
    case = """
    script: [soldier, mayor, empath, investigator, washerwoman, spy, imp]
    hidden: [imp, spy]
    players:
      - {name: Sol, claim: soldier}
      - {name: May, claim: mayor}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}
      - {name: Eve, claim: washerwoman}
    events:
      - {night: 2, died: Sol}
    """
    assert possible(case)
    assert not possible(case, ["is(Sol, soldier)"])
