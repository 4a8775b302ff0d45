"""Xaan: "On night X, all Townsfolk are poisoned until dusk. [X Outsiders]"

Seven players in a circle (You, A, B, C, D, E, F): You are the Empath; the
Minion (Xaan or Scarlet Woman), the Imp and Outsiders may be hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, soldier, monk, washerwoman, librarian, saint, "
          "recluse, butler, xaan, scarletwoman, imp]")


def case(empath: str = "[]", events: str = "[]") -> str:
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, xaan, scarletwoman]
players:
  - {{name: You, claim: empath, info: {empath}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: saint}}
  - {{name: C, claim: recluse}}
  - {{name: D, claim: butler}}
  - {{name: E, claim: monk}}
  - {{name: F, claim: washerwoman}}
events: {events}
"""


def test_any_number_of_outsiders():
    """"There can be any number of Outsiders in play ... This overrides other
    characters that add or remove Outsiders": three good Outsiders in a 7-player
    game (normally none) only with the Xaan."""
    assert possible(case(), ["good(B)", "good(C)", "good(D)"])
    assert not possible(case(), ["good(B)", "good(C)", "good(D)", "not in_play(xaan)"])


def test_townsfolk_poisoned_on_night_x():
    """"The night that this happens equals the number of Outsiders in play":
    with one Outsider, your Empath 2 (two good neighbours) is possible on
    night 1 (poisoned) but not on night 2."""
    assumed = ["good(A)", "good(F)", "is(B, saint)", "is(C, imp)", "is(D, xaan)"]
    assert possible(case("[{night: 1, empath: 2}]"), assumed)
    events = "[{night: 2, died: E}]"
    assert not possible(case("[{night: 2, empath: 2}]", events), assumed)


def test_night_x_is_the_setup_count():
    """With two Outsiders X is 2: night 2 info is poisoned, night 1 info is not
    (A dies on night 2, so your neighbours are then B and F)."""
    assumed = ["good(A)", "good(F)", "is(B, saint)", "is(C, recluse)", "is(D, xaan)",
               "is(E, imp)"]
    events = "[{night: 2, died: A}]"
    assert possible(case("[{night: 2, empath: 2}]", events), assumed)
    assert not possible(case("[{night: 1, empath: 2}]"), assumed)


def test_xaan_must_be_alive():
    """"The Xaan needs to be alive in order to poison": executed on day 1, the Xaan
    D poisons nobody on night 2 (X = 2)."""
    assumed = ["good(A)", "good(F)", "is(B, saint)", "is(C, recluse)", "is(D, xaan)",
               "is(E, imp)"]
    events = "[{day: 1, executed: D}, {night: 2, died: A}]"
    assert not possible(case("[{night: 2, empath: 2}]", events), assumed)
