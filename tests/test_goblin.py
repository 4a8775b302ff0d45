"""Goblin: "If you publicly claim to be the Goblin when nominated & are executed
that day, your team wins."

Seven players; the Goblin and the Imp are hidden. G claims the Goblin when
nominated (a public `{day: N, goblin: G}` event) and the case goes on to the
next night.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, washerwoman, librarian, goblin, imp]"


def case(events: str) -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, goblin]
players:
  - {{name: G, claim: chef}}
  - {{name: A, claim: empath}}
  - {{name: B, claim: investigator}}
  - {{name: C, claim: soldier}}
  - {{name: D, claim: monk}}
  - {{name: E, claim: washerwoman}}
  - {{name: F, claim: librarian}}
events: {events}
"""


def test_claimed_and_executed_goblin_wins():
    """"If the Goblin is executed, evil wins ... for this to happen the Goblin needs
    to tell the group that they are the Goblin when they are nominated": the game
    went on, so G, who claimed it and was executed, is not the Goblin."""
    events = "[{day: 1, goblin: G}, {day: 1, executed: G}, {night: 2, died: A}]"
    assert not possible(case(events), ["is(G, goblin)"])
    assert possible(case(events), ["is(B, goblin)"])


def test_executed_without_claiming_dies_normally():
    """"If the Goblin is executed without telling the group that they are the
    Goblin when nominated, the Goblin dies and the game continues as normal.\""""
    events = "[{day: 1, executed: G}, {night: 2, died: A}]"
    assert possible(case(events), ["is(G, goblin)"])


def test_claim_must_be_today():
    """"The Goblin must have claimed to be the Goblin today for their ability to
    work. Telling the group yesterday ... doesn't count.\""""
    events = ("[{day: 1, goblin: G}, {day: 1, executed: A}, {night: 2, died: B},"
              " {day: 2, executed: G}, {night: 3, died: D}]")
    assert possible(case(events), ["is(G, goblin)"])


def test_dead_goblin_claiming_has_no_ability():
    """The Goblin's text does not say it works while dead, and a dead player has no
    ability: a Goblin executed (and killed) on day 1 who claims the Goblin again
    when nominated on day 2 and is executed again does not win; the game goes on."""
    events = ("[{day: 1, executed: G}, {night: 2, died: B},"
              " {day: 2, goblin: G}, {day: 2, executed: G}, {night: 3, died: D}]")
    assert possible(case(events), ["is(G, goblin)"])
