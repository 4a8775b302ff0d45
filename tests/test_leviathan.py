"""Leviathan: "If more than 1 good player is executed, evil wins. All players know
you are in play. After day 5, evil wins."

Five seats: A is `you` (Chef); the hidden evil are a Scarlet Woman and the
Leviathan (or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, soldier, monk, slayer, mayor, scarletwoman, imp, leviathan]"


def case(tail: str, hidden: str = "[scarletwoman, leviathan]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {{townsfolk: 3, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: soldier}}
      - {{name: C, claim: monk}}
      - {{name: D}}
      - {{name: E}}
    {tail}
    """


def test_a_second_good_execution_ends_the_game():
    """"If more than 1 good player is executed, evil wins": executing the good B
    and C ends the game under the Leviathan; one good and one evil does not."""
    assert not possible(case("events: [{day: 1, executed: B}, {day: 2, executed: C}]\n"
                             "    now: {night: 3}"))
    assert possible(case("events: [{day: 1, executed: B}, {day: 2, executed: D}]\n"
                         "    now: {night: 3}"))
    assert possible(case("events: [{day: 1, executed: B}]\n    now: {night: 3}",
                         "[scarletwoman, imp]"))


def test_after_day_five_evil_wins():
    """"After day 5, evil wins": the game cannot reach night 6 with a living
    Leviathan; it can reach day 5."""
    assert possible(case("now: {day: 5}"))
    assert not possible(case("now: {night: 6}"))


def test_kills_nobody():
    """The Leviathan has no night kill: a night death cannot be its doing."""
    assert not possible(case("events: [{night: 2, died: C}]"))
    assert possible(case("events: [{night: 2, died: C}]", "[scarletwoman, imp]"))
