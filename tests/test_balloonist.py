"""Balloonist: "Each night, you learn a player of a different character type than
last night. [+0 or +1 Outsider]"

Five players; `you: A` is the Balloonist; E is executed on day 1 so that night 2
can pass without a death.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import SCRIPT, game

EVENTS = "[{day: 1, executed: E}]"
SHOWN = "[{night: 1, balloonist: B}, {night: 2, balloonist: C}]"


def text(info: str = SHOWN, *others: str, events: str = EVENTS,
         hidden: str = "[imp, scarletwoman]") -> str:
    return game(("balloonist", info), *(others or ("noble", "knight", "steward", "chef")),
                hidden=hidden, events=events, script=SCRIPT + ", vortox")


def test_types_differ_from_last_night() -> None:
    """"the player must have a different character type to the previously shown
    player": two good Townsfolk in a row is impossible."""
    assert possible(text())
    assert not possible(text(), ["good(B) and good(C)"])
    assert possible(text(), ["good(B) and is(C, scarletwoman)"])


def test_first_night_is_anyone() -> None:
    """"When preparing the first night, mark any player.\""""
    assert possible(text("[{night: 1, balloonist: B}]", events="[]"), ["good(B)"])


def test_under_the_vortox() -> None:
    """"Townsfolk abilities yield false info": the first night's player differs
    from no one, so any player is no fact to contradict and may be shown; the
    next night's player is then of the same type as the last."""
    vortox = "[vortox, scarletwoman]"
    first = text("[{night: 1, balloonist: B}]", events="[]", hidden=vortox)
    assert possible(first, ["in_play(vortox)"])
    assert possible(text(hidden=vortox), ["in_play(vortox)", "good(B) and good(C)"])
    assert not possible(text(hidden=vortox), ["in_play(vortox)",
                                              "good(B) and is(C, scarletwoman)"])


def test_may_add_an_outsider() -> None:
    """"During setup, the Storyteller may choose to add an Outsider": with five
    players (no Outsiders) a Saint is possible only beside a Balloonist."""
    with_balloonist = text("[]", "saint", "knight", "steward", "chef", events="[]")
    assert possible(with_balloonist, ["good(B)"])
    without = game("noble", "saint", "knight", "steward", "chef",
                   hidden="[imp, scarletwoman]")
    assert not possible(without, ["good(B)"])
