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


COMPLETE = "rules: {nominations_complete: true}"


def complete(answer: str, events: str, *thief: str) -> str:
    return game(("flowergirl", f"[{{night: 2, flowergirl: {answer}}}]"),
                "noble", "knight", "steward", "chef", *thief, hidden="[imp, scarletwoman]",
                events=events, script=SCRIPT + ", vortox", extra=COMPLETE)


def test_every_vote_recorded() -> None:
    """With every nomination recorded (`nominations_complete`) and each one's
    vote listing its `voters`, no vote went unrecorded: "yes" needs a Demon among
    them. A vote without its voters keeps any answer."""
    assert not possible(complete("yes", NOMINATION), ["is(D, imp)"])
    assert possible(complete("yes", NOMINATION), ["is(C, imp)"])
    assert possible(complete("no", NOMINATION), ["is(D, imp)"])
    unlisted = "[{day: 1, nominated: E, by: D}, {day: 1, executed: E}]"
    assert possible(complete("yes", unlisted), ["is(D, imp)"])
    own = "[{day: 1, executed: E, nominated_by: D, voters: [B, C]}]"
    assert not possible(complete("yes", own), ["is(D, imp)"])
    # A vote on an unknown nominee (a Witch's victim's nomination) keeps "yes".
    witch = "[{day: 1, died: B, after_nominating: true}, " + own[1:]
    with_witch = complete("yes", witch).replace("vortox]", "vortox, witch]").replace(
        "hidden: [imp, scarletwoman]", "hidden: [imp, witch]")
    assert possible(with_witch, ["is(D, imp)"])
    named = with_witch.replace("after_nominating: true", "after_nominating: E").replace(
        "nominated_by: D, voters: [B, C]", "nominated_by: B, voters: [C]")
    assert not possible(named, ["is(D, imp)"])
    assert possible(named, ["is(C, imp)"])


def test_no_votes_is_no_voter() -> None:
    """`votes: 0`: nobody voted (each vote counts one), unless a Thief's negative
    vote may have cancelled another ("their vote counts negatively")."""
    zero = ("[{day: 1, nominated: C, by: B, votes: 0},"
            " {day: 1, nominated: E, by: D, voters: [B]}, {day: 1, executed: E}]")
    assert not possible(complete("yes", zero), ["is(C, imp)"])
    assert possible(complete("yes", zero), ["is(B, imp)"])
    assert possible(complete("yes", zero, "thief"), ["is(C, imp)"])


def test_a_cult_vote_is_run_as_an_exile() -> None:
    """The Cult Leader: "run a vote in the same way that you would for an Exile",
    and exile votes are left out (the text does not settle whether they count):
    a Demon who joined a cult leaves either answer, and keeps a day with every
    nomination's voters open."""
    cult = "[{day: 1, cultleader: B, voters: [C]}, {day: 1, executed: E}]"
    script = SCRIPT + ", vortox, cultleader"
    t = game(("flowergirl", "[{night: 2, flowergirl: no}]"), "noble", "knight", "steward",
             "chef", hidden="[imp, scarletwoman]", events=cult, script=script)
    assert possible(t, ["is(C, imp)"])
    listed = cult.replace("executed: E}", "executed: E, voters: [B]}")
    closed = game(("flowergirl", "[{night: 2, flowergirl: yes}]"), "noble", "knight",
                  "steward", "chef", hidden="[imp, scarletwoman]", events=listed,
                  script=script, extra=COMPLETE)
    assert possible(closed, ["is(C, imp)"])
    assert possible(closed, ["is(D, imp)"])
    no_cult = closed.replace("{day: 1, cultleader: B, voters: [C]}, ", "")
    assert not possible(no_cult, ["is(D, imp)"])
