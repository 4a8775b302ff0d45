"""Fisherman: "Once per game, during the day, visit the Storyteller for some
advice to help your team win."

Five players (A to E); `you: A` is the Fisherman; the Imp and the Scarlet
Woman are hidden.
"""

from __future__ import annotations

from tests.helpers import five_seats, possible, worlds

SCRIPT = "[fisherman, chef, empath, soldier, monk, scarletwoman, imp]"


def text(info: str, events: str = "[]") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: fisherman, info: {info}}}",
                      ("chef", "empath", "soldier", "monk"), "[imp, scarletwoman]",
                      "3/0/1/1", events, tail="now: {day: 2}")


def test_the_advice_constrains_nothing():
    """"The Storyteller's pieces of advice are not necessarily 'facts'": advice
    to execute B leaves every world, B good ones included."""
    none = worlds(text("[]"))
    assert worlds(text('[{day: 1, fisherman: "execute B"}]')) == none
    assert worlds(text("[{day: 2, fisherman: none}]")) == none
    assert possible(text('[{day: 1, fisherman: "execute B"}]'), ["good(B)"])


def test_once_per_game():
    """"Once per game" ... "put the No ability reminder by the Fisherman token":
    a second visit is no Fisherman's."""
    assert not possible(text('[{day: 1, fisherman: "trust B"}, {day: 2, fisherman: "trust C"}]'))


def test_a_dead_fisherman_has_no_ability():
    """Visited on day 2 after dying on day 1: not as the Fisherman."""
    assert possible(text('[{day: 1, fisherman: "trust B"}]', "[{day: 1, executed: A}]"))
    assert not possible(text('[{day: 2, fisherman: "trust B"}]', "[{day: 1, executed: A}]"))
