"""Klutz: "When you learn that you died, publicly choose 1 alive player: if they
are evil, your team loses."

Five players: K claims the Klutz, A, B and C Townsfolk, D the Recluse; one
Minion (Poisoner or Spy), the Imp and a Drunk are hidden. K is executed on day 1 and
then publicly chooses.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, klutz, recluse, drunk, poisoner, spy, imp]"


def case(chose: str) -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, poisoner, spy, drunk]
counts: {{townsfolk: 1, outsider: 2, minion: 1, demon: 1}}
players:
  - {{name: K, claim: klutz}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: recluse}}
events:
  - {{day: 1, executed: K}}
  - {{day: 1, klutz: K, chose: {chose}}}
now: {{night: 2}}
"""


def test_choosing_evil_loses():
    """"If they choose an evil player, the game ends immediately and the good team
    loses. If they choose a good player, nothing happens and the game continues."
    The game goes on, so the Klutz K chose a good player."""
    assert not possible(case("A"), ["is(K, klutz)", "is(A, imp)", "is(B, spy)"])
    assert possible(case("A"), ["is(K, klutz)", "is(B, imp)", "is(C, spy)"])


def test_a_bluffing_klutz_chooses_to_no_effect():
    """Only the Klutz's ability ends the game: an evil K claiming the Klutz may
    choose the Imp (a Drunk is then the second Outsider)."""
    assert possible(case("A"), ["is(K, spy)", "is(A, imp)"])
    assert not possible(case("A"), ["is(K, klutz)", "is(A, imp)", "not in_play(poisoner)"])


def test_poisoned_klutz_has_no_ability():
    """A poisoned Klutz (the Poisoner's choice lasts through day 1) chooses to no
    effect, so the Klutz may have chosen the Imp."""
    assert possible(case("A"), ["is(K, klutz)", "is(A, imp)", "is(B, poisoner)"])


def test_registration():
    """The Spy "might register as good", the Recluse "might register as evil": the
    Klutz may choose either and the game go on (the Storyteller's choice)."""
    assert possible(case("A"), ["is(K, klutz)", "is(A, spy)"])
    assert possible(case("D"), ["is(K, klutz)", "is(D, recluse)", "is(A, spy)"])


def test_own_report_of_the_choice():
    """The Klutz's own report `{day: 1, klutz: A}` (seen as `you`) means the same
    choice: the game went on, so A is not the Imp while the Klutz was sober."""
    c = case("A").replace("  - {day: 1, klutz: K, chose: A}\n", "").replace(
        "  - {name: K, claim: klutz}", "  - {name: K, claim: klutz, info: [{day: 1, klutz: A}]}")
    c = "you: K\n" + c
    assert not possible(c, ["is(A, imp)", "is(B, spy)"])
    assert possible(c, ["is(B, imp)", "is(C, spy)"])
