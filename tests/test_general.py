"""General: "Each night, you learn which alignment the Storyteller believes is
winning: good, evil, or neither."

Five players (A to E); `you: A` is the General; the Imp and the Scarlet Woman
are hidden.
"""

from __future__ import annotations

import pytest

from caselang.errors import CaseError
from tests.helpers import five_seats, possible, worlds

SCRIPT = "[general, chef, empath, soldier, monk, scarletwoman, imp]"


def text(info: str, events: str = "[]") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: general, info: {info}}}",
                      ("chef", "empath", "soldier", "monk"), "[imp, scarletwoman]",
                      "3/0/1/1", events, tail="now: {day: 2}")


def test_the_answer_is_the_storytellers_judgement():
    """"The Storyteller is the judge on which team is winning": every answer,
    each night, leaves exactly the worlds of no answer at all."""
    none = worlds(text("[]"))
    assert none
    for answer in ("good", "evil", "neither", "Neither"):
        assert worlds(text(f"[{{night: 1, general: {answer}}}, {{night: 2, general: {answer}}}]")) \
            == none


def test_woken_only_while_alive():
    """A dead General has no ability: an answer on the night after the General's
    execution is no General's, so `you` cannot report it."""
    executed = "[{day: 1, executed: A}]"
    assert possible(text("[{night: 1, general: good}]", executed))
    assert not possible(text("[{night: 2, general: good}]", executed))


def test_only_the_three_answers_parse():
    """"good, evil, or neither": any other answer is a case error."""
    with pytest.raises(CaseError):
        worlds(text("[{night: 1, general: maybe}]"))
