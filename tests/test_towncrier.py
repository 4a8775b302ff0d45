"""Town Crier: "Each night*, you learn if a Minion nominated today."

Five players; `you: A` is the Town Crier; on day 1 B nominated E, who was executed.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import game

NOMINATION = "[{day: 1, nominated: E, by: B}, {day: 1, executed: E}]"


COMPLETE = "rules: {nominations_complete: true}"


def text(answer: str, events: str = NOMINATION, hidden: str = "[imp, scarletwoman]",
         extra: str = COMPLETE) -> str:
    return game(("towncrier", f"[{{night: 2, towncrier: {answer}}}]"),
                "noble", "knight", "steward", "chef", hidden=hidden, events=events,
                extra=extra)


def test_yes_means_the_nominator_was_a_minion() -> None:
    """With every nomination recorded (`nominations_complete`), "yes" names B."""
    assert possible(text("yes"), ["is(B, scarletwoman)"])
    assert not possible(text("yes"), ["is(C, scarletwoman)"])


def test_a_nomination_may_be_unrecorded() -> None:
    """By default the case may not list every nomination (only deaths are a
    closed world): C, alive that day, may have nominated as the Minion."""
    assert possible(text("yes", extra=""), ["is(C, scarletwoman)"])
    assert not possible(text("no", extra=""), ["is(B, scarletwoman)"])


def test_no_means_no_minion_nominated() -> None:
    assert possible(text("no"), ["is(C, scarletwoman)"])
    assert not possible(text("no"), ["is(B, scarletwoman)"])


def test_spy_may_register_as_not_a_minion() -> None:
    assert possible(text("no", hidden="[imp, spy]"), ["is(B, spy)"])


def test_unrecorded_nominator() -> None:
    """An execution with no recorded nominator was nominated by someone living:
    any Minion may have done it, or nobody evil."""
    events = "[{day: 1, executed: E}]"
    assert possible(text("yes", events), ["is(C, scarletwoman)"])
    assert possible(text("no", events), ["is(C, scarletwoman)"])


def test_a_virgins_nominator_nominated() -> None:
    """`{virgin: C, nominated_by: B}` is B's nomination, and with every nomination
    recorded the only one that day."""
    events = "[{day: 1, virgin: C, nominated_by: B, executed: B}]"
    t = game(("towncrier", "[{night: 2, towncrier: yes}]"), "noble", "virgin", "steward",
             "chef", hidden="[imp, spy]", events=events, extra=COMPLETE)
    # B was executed by the Virgin, so B registered as a Townsfolk: only a Spy can
    # also have registered as a Minion to the Town Crier.
    assert possible(t, ["is(B, spy)"])
    assert not possible(t, ["good(B)"])


def test_a_death_on_nominating_names_its_nominator() -> None:
    """`{died: B, after_nominating: E}` (the spec's form with the nominee): B
    nominated E and died of it (a Witch's curse), so B's nomination counts."""
    events = "[{day: 1, died: B, after_nominating: E}]"
    script = "witch, " + __import__("snv_cases").SCRIPT

    def t(answer: str) -> str:
        return game(("towncrier", f"[{{night: 2, towncrier: {answer}}}]"),
                    "noble", "knight", "steward", "chef", hidden="[imp, witch]",
                    events=events, extra=COMPLETE, script=script)
    assert possible(t("yes"), ["is(B, witch)"])
    assert not possible(t("no"), ["is(B, witch)"])
    assert possible(t("no"), ["is(C, witch)"])
