"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you learn
if they are the same alignment."

Five players; `you: A` is the Seamstress.
"""

from __future__ import annotations

from helpers import possible, table, worlds
from snv_cases import game

OTHERS = ("noble", "knight", "steward", "chef")
EXECUTE_E = "[{day: 1, executed: E}]"


def text(info: str, hidden: str = "[imp, scarletwoman]", events: str = "[]") -> str:
    return game(("seamstress", info), *OTHERS, hidden=hidden, events=events)


def test_same_alignment() -> None:
    """Same: B and C are both evil, or both good (the evil pair is D and E)."""
    got = worlds(text("[{night: 1, seamstress: [B, C, same]}]"))
    evil = {frozenset(s for s, c in enumerate(w) if c in ("imp", "scarletwoman")) for w in got}
    assert evil == {frozenset({1, 2}), frozenset({3, 4})}


def test_different_alignment() -> None:
    got = worlds(text("[{night: 1, seamstress: [B, C, different]}]"))
    assert len(got) == 8
    assert not possible(text("[{night: 1, seamstress: [B, C, different]}]"),
                        ["evil(B) and evil(C)"])


def test_not_yourself() -> None:
    """"choose 2 players (not yourself)\""""
    assert not possible(text("[{night: 1, seamstress: [A, B, same]}]"))


def test_once_per_game() -> None:
    """A second use on a later night is not a Seamstress's."""
    once = "[{night: 2, seamstress: [B, C, same]}]"
    twice = "[{night: 1, seamstress: [B, C, same]}, {night: 2, seamstress: [B, D, same]}]"
    assert possible(text(once, events=EXECUTE_E))
    assert not possible(text(twice, events=EXECUTE_E))


def test_spy_may_register_as_good() -> None:
    info = "[{night: 1, seamstress: [B, C, same]}]"
    assert possible(text(info, "[imp, spy]"), ["is(B, spy) and is(D, imp)"])
    assert not possible(text(info), ["is(B, scarletwoman) and is(D, imp)"])


# "Once per game": the Seamstress is woken each night until the ability is used.
# A Seamstress who is evil (the Bounty Hunter's "1 Townsfolk is evil") is not
# bound by her reports (engine/speech.py): she may have used it on any night,
# reported or not. You, the Chambermaid, choose B and the Soldier C on night 2.
BOUNTY = "[bountyhunter, seamstress, chambermaid, soldier, chef, scarletwoman, imp]"
EVIL_B = ["is(A, imp)", "is(B, seamstress)", "evil(B)", "good(C)", "is(C, soldier)"]
GOOD_B = ["is(A, imp)", "is(B, seamstress)", "good(B)", "good(C)", "is(C, soldier)"]


def woke(reports: str, count: int) -> str:
    you = f"{{name: You, claim: chambermaid, info: [{{night: 2, chambermaid: [B, C, {count}]}}]}}"
    seats = [you, "A", f"{{name: B, claim: seamstress, info: [{reports}]}}", "C:soldier",
             "D:chef", "{name: E, claim: bountyhunter, info: [{night: 1, bountyhunter: A}]}",
             "F"]
    return table(BOUNTY, seats, "[imp, scarletwoman]", "5/0/1/1",
                 "[{day: 1, executed: F}, {night: 2, died: D}]", "you: You")


def test_an_evil_seamstress_may_have_used_it_on_any_night() -> None:
    """Evil B may have used it on night 1 and slept on night 2, whether she
    reports nothing or a use on night 2; or she may not have used it on the
    night 1 she reports, and woken on night 2."""
    night1, night2 = "{night: 1, seamstress: [C, D, same]}", "{night: 2, seamstress: [C, D, same]}"
    assert possible(woke("", 0), EVIL_B)
    assert possible(woke(night2, 0), EVIL_B)
    assert possible(woke(night1, 1), EVIL_B)


def test_a_good_seamstress_is_woken_until_the_night_she_reports() -> None:
    """Good B's reports bind her: reporting nothing she is woken on night 2, as
    when she reports a use on night 2; after her night-1 use she is not."""
    night1, night2 = "{night: 1, seamstress: [C, D, same]}", "{night: 2, seamstress: [C, D, same]}"
    assert not possible(woke("", 0), GOOD_B)
    assert possible(woke("", 1), GOOD_B)
    assert not possible(woke(night2, 0), GOOD_B)
    assert not possible(woke(night1, 1), GOOD_B)
    assert possible(woke(night1, 0), GOOD_B)
