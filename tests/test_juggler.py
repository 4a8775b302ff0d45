"""Juggler: "On your 1st day, publicly guess up to 5 players' characters. That
night, you learn how many you got correct."

Five players; `you: A` is the Juggler; E is executed on day 1 so night 2 can
pass without a death.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

EVENTS = "[{day: 1, executed: E}]"
GUESS = "{day: 1, juggler: {B: noble, C: imp}}"


def text(*infos: str, hidden: str = "[imp, scarletwoman]") -> str:
    return game(("juggler", "[" + ", ".join(infos) + "]"), "noble", "knight", "steward",
                "chef", hidden=hidden, events=EVENTS)


def test_counts_correct_guesses() -> None:
    got = worlds(text(GUESS, "{night: 2, juggler: 1}"))
    assert got and all((w[1] == "noble") != (w[2] == "imp") for w in got)
    both = worlds(text(GUESS, "{night: 2, juggler: 2}"))
    assert both and all(w[1] == "noble" and w[2] == "imp" for w in both)


def test_only_after_the_first_day() -> None:
    """The count comes the night after the first day, not later."""
    assert not possible(text(GUESS, "{night: 3, juggler: 1}"))
    assert not possible(text("{day: 2, juggler: {B: noble}}"))


def test_sober_at_night_is_what_counts() -> None:
    """Guesses made while poisoned (the Poisoner's night-1 target) still get a true
    count from a Juggler who is sober and healthy that night."""
    t = text(GUESS, "{night: 2, juggler: 2}", hidden="[imp, poisoner]")
    wrong = ["is(B, noble)", "not is(C, imp)"]
    assert possible(t, wrong + ["poisoned(A, night 2)"])
    assert not possible(t, wrong + ["poisoned(A, night 1)", "not poisoned(A, night 2)"])


def test_same_player_guessed_twice() -> None:
    """The list form can guess one player twice; at most one of those is right."""
    t = text("{day: 1, juggler: [[B, noble], [B, imp]]}", "{night: 2, juggler: 2}")
    assert not possible(t)


def test_each_guess_is_a_detection() -> None:
    """"It is the Storyteller's choice as to what the Spy registers as, even as
    many characters or both alignments during the same night": the Spy B guessed
    twice as the Noble may register as it to one guess and not the other, so 1
    fits as well as 0 and 2; under `one_registration_per_reading` it is 0 or 2."""
    twice = "{day: 1, juggler: [[B, noble], [B, noble]]}"
    spy = ["is(B, spy)"]
    for n in (0, 1, 2):
        assert possible(text(twice, f"{{night: 2, juggler: {n}}}", hidden="[imp, spy]"), spy)
    one = text(twice, "{night: 2, juggler: 1}", hidden="[imp, spy]")
    one += "rules: {one_registration_per_reading: true}\n"
    assert not possible(one, spy)
