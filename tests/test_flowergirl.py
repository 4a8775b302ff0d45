"""Flowergirl: "Each night*, you learn if a Demon voted today."

Five players; `you: A` is the Flowergirl; on day 1 B and C voted and E was
executed, so night 2 can pass without a death.
"""

from __future__ import annotations

from helpers import possible
from snv_cases import SCRIPT, game

VOTES = "[{day: 1, voted: [B, C]}, {day: 1, executed: E}]"


def text(answer: str, events: str = VOTES, hidden: str = "[imp, scarletwoman]") -> str:
    return game(("flowergirl", f"[{{night: 2, flowergirl: {answer}}}]"),
                "noble", "knight", "steward", "chef", hidden=hidden, events=events,
                script=SCRIPT + ", vortox")


def test_yes_means_a_voter_was_the_demon() -> None:
    assert possible(text("yes"), ["is(B, imp)"])
    assert not possible(text("yes"), ["is(D, imp)"])


def test_no_means_no_voter_was_the_demon() -> None:
    assert possible(text("no"), ["is(D, imp)"])
    assert not possible(text("no"), ["is(C, imp)"])


def test_unknown_votes_fit_any_answer() -> None:
    """Without a `voted` list for the day, the votes are unknown."""
    events = "[{day: 1, executed: E}]"
    assert possible(text("yes", events), ["is(D, imp)"])
    assert possible(text("no", events), ["is(C, imp)"])


def test_unknown_votes_under_the_vortox() -> None:
    """Unknown votes are still a fact of the day, which false information (the
    Vortox's) contradicts: either answer fits; with B's vote recorded and the
    Vortox at B, only "no" does."""
    events = "[{day: 1, executed: E}]"
    vortox = "[vortox, scarletwoman]"
    assert possible(text("yes", events, vortox), ["in_play(vortox)"])
    assert possible(text("no", events, vortox), ["in_play(vortox)"])
    assert possible(text("no", hidden=vortox), ["is(B, vortox)"])
    assert not possible(text("yes", hidden=vortox), ["is(B, vortox)"])


def test_not_on_the_first_night() -> None:
    """"Each night*\""""
    assert not possible(game(("flowergirl", "[{night: 1, flowergirl: no}]"),
                             "noble", "knight", "steward", "chef",
                             hidden="[imp, scarletwoman]"))


NOMINATION = "[{day: 1, nominated: E, by: D, votes: 2, voters: [B, C]}, {day: 1, executed: E}]"


def test_a_nominations_voters_voted() -> None:
    """Without a `voted` list, a nomination's `voters` voted today: a Demon among
    them makes "no" false; a vote no nomination lists may still make "yes" true."""
    assert not possible(text("no", NOMINATION), ["is(C, imp)"])
    assert possible(text("no", NOMINATION), ["is(D, imp)"])
    assert possible(text("yes", NOMINATION), ["is(D, imp)"])
    assert possible(text("yes", NOMINATION), ["is(C, imp)"])


def test_voters_are_checked_before_the_execution() -> None:
    """The Scarlet Woman who voted to execute the Imp was a Minion when she voted:
    "no" still fits her becoming the Imp at that execution."""
    events = "[{day: 1, executed: E, nominated_by: D, votes: 2, voters: [B, C]}]"
    assert possible(text("no", events), ["is(E, imp)", "is(C, scarletwoman)"])
    assert not possible(text("no", events), ["is(C, imp)"])
