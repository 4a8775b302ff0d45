"""Artist: "Once per game, during the day, privately ask the Storyteller any
yes/no question."

Five players; `you: A` is the Artist.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game


def ask(question: str, answer: str, day: int = 1) -> str:
    return f'{{day: {day}, artist: {{question: "{question}", answer: {answer}}}}}'


def text(*infos: str, hidden: str = "[imp, scarletwoman]", events: str = "[]") -> str:
    return game(("artist", "[" + ", ".join(infos) + "]"), "noble", "knight", "steward",
                "chef", hidden=hidden, events=events)


def test_honest_answer() -> None:
    """"The Artist may ask any 1 question, and get an honest answer.\""""
    got = worlds(text(ask("is(B, imp) or is(C, imp)", "yes")))
    assert {w.index("imp") for w in got} == {1, 2}
    got = worlds(text(ask("evil(B)", "no")))
    assert all(w[1] not in ("imp", "scarletwoman") for w in got)


def test_once_per_game() -> None:
    events = "[{day: 1, executed: E}]"
    assert possible(text(ask("evil(B)", "no", 2), events=events))
    assert not possible(text(ask("evil(B)", "no", 1), ask("evil(C)", "no", 2),
                             events=events))


def test_players_register_to_the_question() -> None:
    """A Spy may register as the Drunk to the Artist, as to any ability."""
    t = text(ask("is(B, drunk)", "yes"), hidden="[imp, spy]")
    assert possible(t, ["is(B, spy)"])
    assert not possible(t, ["is(C, spy)"])
