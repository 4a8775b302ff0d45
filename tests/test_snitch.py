"""Snitch: "Each Minion gets 3 bluffs."

Seed 003: "The Minions learn three not-in-play characters at the start of the
game, just like the Demon does." Evil information: it constrains no world.
The Snitch is an Outsider (setup counts, Outsider-detecting abilities).

Five players; `you: A` is the Librarian; D and E are the hidden Minion and
Demon.
"""

from __future__ import annotations

from tests.helpers import possible, worlds

SCRIPT = "[snitch, librarian, chef, empath, saint, imp, baron, scarletwoman]"


def case(librarian: str, counts: str = "{townsfolk: 2, outsider: 1, minion: 1, demon: 1}",
         hidden: str = "[imp, scarletwoman]", b: str = "snitch") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {counts}
    players:
      - {{name: A, claim: librarian, info: [{{night: 1, librarian: {librarian}}}]}}
      - {{name: B, claim: {b}}}
      - {{name: C, claim: chef}}
      - {{name: D}}
      - {{name: E}}
    """


def test_the_snitch_is_an_outsider():
    """The one Outsider slot: the Snitch claimant B fills it, and a working
    Librarian sees it."""
    assert worlds(case("[B, C, snitch]")) == {
        ("librarian", "snitch", "chef", "scarletwoman", "imp"),
        ("librarian", "snitch", "chef", "imp", "scarletwoman"),
    }
    assert not possible(case("none"))


def test_the_baron_adds_it_like_any_outsider():
    """The Baron's +2 Outsiders: the Snitch and a hidden Saint."""
    text = case("[B, C, snitch]", counts="{townsfolk: 3, outsider: 0, minion: 1, demon: 1}",
                hidden="[imp, baron, saint]")
    assert possible(text, ["is(B, snitch) and in_play(baron)"])

