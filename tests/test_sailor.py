"""Sailor: "Each night, choose an alive player: either you or they are drunk
until dusk. You can't die."

Six seats; A is `you`; B claims the Sailor.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[sailor, chef, investigator, empath, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(events: str, b_info: str = "", a: str = "chef",
         a_info: str = "{night: 1, chef: 0}") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: [sailor, scarletwoman, poisoner, imp]
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: {a}, info: [{a_info}]}}
      - {{name: B, claim: sailor, info: [{b_info}]}}
      - {{name: C, claim: investigator}}
      - {{name: D, claim: empath}}
      - {{name: E, claim: mayor}}
      - {{name: F, claim: washerwoman}}
    events: {events}
    """


def test_a_sober_sailor_survives_execution():
    """Executed and alive: only a Sailor who is not drunk tonight explains it."""
    text = case("[{day: 1, executed: B, died: false}]", "{night: 1, sailor: C}")
    assert possible(text, ["is(B, sailor)"])
    assert not possible(text, ["not is(B, sailor)"])


def test_the_drunk_sailor_dies():
    """The Storyteller may make the Sailor drunk: executed, B may die as the Sailor."""
    assert possible(case("[{day: 1, executed: B}]", "{night: 1, sailor: C}"),
                    ["is(B, sailor)"])


def test_the_chosen_player_may_be_drunk():
    """A (the Chef, `you`) chosen by the Sailor may be drunk: the Chef's 2 does not
    need two pairs of evil neighbours."""
    text = case("[]", "{night: 1, sailor: A}", a_info="{night: 1, chef: 3}")
    assert possible(text, ["is(B, sailor)"])
    assert not possible(case("[]", "{night: 1, sailor: C}", a_info="{night: 1, chef: 3}"),
                        ["is(B, sailor)", "not poisoned(A, night 1)"])


def test_safe_from_the_demon():
    """The Imp cannot kill a sober Sailor who made the other player drunk... but the
    Storyteller may have chosen the Sailor drunk, so B may die as the Sailor."""
    assert possible(case("[{night: 2, died: B}]", "{night: 1, sailor: C}"), ["is(B, sailor)"])
