"""Savant: "Each day, you may visit the Storyteller to learn 2 things in private:
1 is true & 1 is false."

Five players; `you: A` is the Savant.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import SCRIPT, game


def visit(a: str, b: str, day: int = 1) -> str:
    return f'{{day: {day}, savant: ["{a}", "{b}"]}}'


def text(*infos: str, events: str = "[]", hidden: str = "[imp, scarletwoman]") -> str:
    return game(("savant", "[" + ", ".join(infos) + "]"), "noble", "knight", "steward",
                "chef", hidden=hidden, events=events)


def test_one_true_one_false() -> None:
    """Exactly one of "B is evil" and "C is evil" holds."""
    got = worlds(text(visit("evil(B)", "evil(C)")))
    assert got and all((w[1] in ("imp", "scarletwoman")) != (w[2] in ("imp", "scarletwoman"))
                       for w in got)
    assert not possible(text(visit("evil(B)", "evil(C)")), ["evil(B) and evil(C)"])
    assert not possible(text(visit("good(B)", "good(C)")), ["good(B) and good(C)"])


def test_once_a_day() -> None:
    events = "[{day: 1, executed: E}]"
    assert possible(text(visit("evil(B)", "good(B)", 1), visit("evil(C)", "good(C)", 2),
                         events=events))
    assert not possible(text(visit("evil(B)", "good(B)", 1), visit("evil(C)", "good(C)", 1)))


def test_drunk_or_poisoned_may_hear_two_truths() -> None:
    """"A drunk or poisoned Savant might get two pieces of true information.\""""
    t = text(visit("good(B)", "good(C)"), hidden="[imp, poisoner]")
    assert possible(t, ["good(B) and good(C)"])


def test_under_the_vortox_both_are_false() -> None:
    """Vortox: "Townsfolk abilities yield false info"; each of the Savant's two
    things is information, so under a working Vortox both are false, not merely
    "not exactly one true": hearing "the Vortox is in play" and "B is evil", the
    Vortox cannot be in play (on the old code both true was accepted)."""
    def vortox(a: str, b: str) -> str:
        return game(("savant", f"[{visit(a, b)}]"), "noble", "knight", "steward", "chef",
                    hidden="[imp, vortox, scarletwoman]",
                    script=SCRIPT_WITH_VORTOX)
    heard = vortox("in_play(vortox)", "evil(B)")
    assert possible(heard)
    assert not possible(heard, ["in_play(vortox)"])
    heard = vortox("not in_play(vortox)", "evil(B)")
    assert possible(heard, ["in_play(vortox)", "good(B)"])
    assert not possible(heard, ["in_play(vortox)", "evil(B)"])


SCRIPT_WITH_VORTOX = SCRIPT + ", vortox"
