"""Magician: "The Demon thinks you are a Minion. Minions think you are a Demon."

Five players (A to E); the Imp and the Scarlet Woman are hidden.
"""

from __future__ import annotations

from tests.helpers import five_seats, possible, worlds

SCRIPT = "[magician, chambermaid, chef, empath, soldier, monk, scarletwoman, imp]"


def test_the_magician_is_a_townsfolk_in_play():
    """A Magician is a Townsfolk under the standard setup (3 Townsfolk of 5):
    B's Magician claim is kept, and the evil pair sits among the others."""
    text = five_seats(SCRIPT, "A:chef", ("magician", "empath", "soldier", "monk"),
                      "[imp, scarletwoman]", "3/0/1/1", head="")
    found = worlds(text, ["is(B, magician)"])
    assert found
    assert all(w[1] == "magician" and w.count("imp") == 1 for w in found)


def test_the_magician_does_not_wake():
    """"The Magician does not wake to learn anything": a Chambermaid choosing the
    Magician B and the Soldier C learns 0."""
    def text(n: int) -> str:
        you = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {n}]}}]}}"
        return five_seats(SCRIPT, you, ("magician", "soldier", "empath", "monk"),
                          "[imp, scarletwoman]", "3/0/1/1", tail="now: {day: 1}")
    good = ["is(B, magician)", "is(C, soldier)"]
    assert possible(text(0), good)
    assert not possible(text(1), good)


def test_evil_info_constrains_nothing():
    """Minions are shown "the Demon and the Magician" as the Demon: a Scarlet
    Woman claiming to know the Demon says nothing true, so the worlds with and
    without a Magician in play are those of the same claims."""
    base = five_seats(SCRIPT, "A:chef", ("magician", "empath", "soldier", "monk"),
                      "[imp, scarletwoman]", "3/0/1/1", head="")
    assert possible(base, ["is(B, magician)", "is(C, imp)"])
    assert possible(base, ["is(B, magician)", "is(A, scarletwoman)"])
