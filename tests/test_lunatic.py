"""Lunatic: "You think you are a Demon, but you are not. The Demon knows who you
are & who you choose at night."

Five players (You, A, B, C, D), no Minion, on a small script; You were shown
the Imp.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, undertaker, soldier, lunatic, saint, imp]"
CLAIMS = (("A", "chef", "[]"), ("B", "empath", "[]"), ("C", "investigator", "[]"),
          ("D", "soldier", "[]"))


def case(might_be: str = "[imp, lunatic]", outsiders: int = 1, events: str = "[]",
         claims: tuple[tuple[str, str, str], ...] = CLAIMS) -> str:
    rows = "\n".join(f"  - {{name: {n}, claim: {c}, info: {i}}}" for n, c, i in claims)
    return f"""
script: {SCRIPT}
you: You
you_might_be: {might_be}
hidden: [imp, lunatic]
counts: {{townsfolk: {4 - outsiders}, outsider: {outsiders}, minion: 0, demon: 1}}
players:
  - {{name: You, claim: imp}}
{rows}
events: {events}
"""


def test_thinks_they_are_the_demon():
    """"You think you are a Demon, but you are not": shown the Imp, You may be the
    Lunatic only if the case says you might be."""
    assert possible(case(), ["is(You, lunatic)"])
    assert not possible(case(might_be="[imp]"), ["is(You, lunatic)"])


def test_lunatic_is_an_outsider():
    """The Lunatic is an Outsider: with no Outsider in the setup, You are the Imp."""
    assert not possible(case(outsiders=0), ["is(You, lunatic)"])
    assert possible(case(outsiders=0), ["is(You, imp)"])


def test_lunatic_bluffs_like_the_demon():
    """Believing they are the Demon, a Lunatic bluffs as an evil player would: with
    You the Imp, the setup's Outsider is a Lunatic claiming a Townsfolk, whose
    Empath number may be false (B's neighbours You and C: 1 evil, not 2)."""
    claims = (CLAIMS[0], ("B", "empath", "[{night: 1, empath: 2}]")) + CLAIMS[2:]
    assert possible(case(claims=claims), ["is(You, imp)", "is(B, lunatic)"])
    assert not possible(case(claims=claims), ["is(You, imp)", "is(A, lunatic)"])
    assert possible(case(), ["is(You, imp)", "is(A, lunatic)"])


def test_the_real_demon_is_in_play():
    """The Lunatic is shown a Demon, which may be the one really in play: a
    Lunatic You means another player is the Imp."""
    assert not possible(case(), ["is(You, lunatic)", "not in_play(imp)"])
    assert possible(case(), ["is(You, lunatic)", "is(B, imp)"])


def test_lunatic_is_seen_as_the_lunatic():
    """The Lunatic is not drunk and has no Demon token: executed, You show as the
    Lunatic to an Undertaker, and the game goes on."""
    events = "[{day: 1, executed: You}, {night: 2, died: B}]"
    claims = (("A", "undertaker", "[{night: 2, undertaker: lunatic}]"),) + CLAIMS[1:]
    assert possible(case(events=events, claims=claims), ["is(You, lunatic)"])
    assert not possible(case(events=events, claims=claims), ["is(You, imp)"])
    claims = (("A", "undertaker", "[{night: 2, undertaker: imp}]"),) + CLAIMS[1:]
    assert not possible(case(events=events, claims=claims), ["is(You, lunatic)", "good(A)"])
