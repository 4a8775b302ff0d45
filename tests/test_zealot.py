"""Zealot: "If there are 5 or more players alive, you must vote for every
nomination." (Seed 002, Korean line: "If there are 5 or more living players,
you must raise your hand on every execution vote.")

Seed 002's ruling: "The Hermit must vote when (and only when) their master
votes. If the Organ Grinder ability is active, the Storyteller ignores the
Hermit's vote, and counts their master's vote twice."

These rules bind the player's hand, not the Storyteller: they constrain only
under `rules: {voting_obligations: true}` (every test here but the first sets
it).

Five players: A claims the Zealot (or the Hermit), B to D claim Townsfolk, E
claims nothing; only the Demon and the Minion may go unclaimed.
"""

from __future__ import annotations

import pytest

from tests.helpers import possible

SCRIPT = ("[zealot, hermit, butler, chef, empath, soldier, imp, scarletwoman, poisoner, "
          "organgrinder]")


def case(events: str, claim: str = "zealot", hidden: str = "[imp, scarletwoman]",
         info: str = "[]", extra: str = "", counts: str = "2/1/1/1",
         obligations: bool = True) -> str:
    t, o, m, d = counts.split("/")
    return f"""
    script: {SCRIPT}
    rules: {{voting_obligations: {str(obligations).lower()}}}
    hidden: {hidden}
    counts: {{townsfolk: {t}, outsider: {o}, minion: {m}, demon: {d}}}
    players:
      - {{name: A, claim: {claim}, info: {info}}}
      - {{name: B, claim: chef}}
      - {{name: C, claim: empath}}
      - {{name: D, claim: soldier}}
      - {{name: E}}
      {extra}
    events: {events}
    """


def nomination(voters: str, day: int = 1) -> str:
    return f"{{day: {day}, nominated: D, by: B, voters: {voters}}}"


def test_a_working_zealot_votes_on_every_nomination():
    """Five alive: a Zealot missing from the voters is no Zealot."""
    assert not possible(case(f"[{nomination('[B, C]')}]"), ["is(A, zealot)"])
    assert possible(case(f"[{nomination('[A, B]')}]"), ["is(A, zealot)"])


def test_by_default_a_vote_missed_is_the_players_error():
    """The Butler: "It is not the Storyteller's responsibility to monitor the
    Butler. They're responsible for their own voting"; so for the Zealot's and
    the Hermit's hands: without `voting_obligations`, a recorded vote that breaks
    them rules out no world."""
    events = f"[{nomination('[B, C]')}]"
    assert possible(case(events, obligations=False), ["is(A, zealot)"])
    assert not possible(case(events), ["is(A, zealot)"])


def test_unrecorded_voters_constrain_nothing():
    assert possible(case("[{day: 1, nominated: D, by: B, votes: 2}]"), ["is(A, zealot)"])


def test_with_four_alive_the_zealot_may_abstain():
    """"If there are 5 or more players alive": after an execution only 4 are."""
    events = f"[{{day: 1, executed: C}}, {nomination('[B]')}]"
    assert possible(case(events), ["is(A, zealot)"])


def test_a_poisoned_zealot_need_not_vote():
    """No ability while poisoned: the Poisoner's night-1 poison lasts through day 1."""
    text = case(f"[{nomination('[B, C]')}]", hidden="[imp, poisoner]")
    assert possible(text, ["is(A, zealot)"])
    assert not possible(text, ["is(A, zealot) and not poisoned(A, day 1)"])


def test_a_dead_zealot_has_no_ability():
    """Six players: A executed on day 1, five alive on day 1's later nomination."""
    text = case("[{day: 1, executed: A}, {day: 1, nominated: D, by: B, voters: [B, C]}]",
                extra="- {name: F, claim: soldier}", counts="3/1/1/1")
    assert possible(text, ["is(A, zealot)"])
    alive = case("[{day: 1, executed: F}, {day: 1, nominated: D, by: B, voters: [B, C]}]",
                 extra="- {name: F, claim: soldier}", counts="3/1/1/1")
    assert not possible(alive, ["is(A, zealot)"])


HERMIT = "[{night: 1, butler: B}]"


@pytest.mark.parametrize("voters, ok", [("[B, C]", False), ("[A, C]", False),
                                        ("[A, B]", True), ("[C]", True)])
def test_the_hermit_votes_exactly_when_the_master_votes(voters, ok):
    """Seed 002: "The Hermit must vote when (and only when) their master votes"
    (A's master is B); the Zealot's "every nomination" gives way."""
    text = case(f"[{nomination(voters)}]", claim="hermit", info=HERMIT)
    assert possible(text, ["is(A, hermit)"]) is ok


def test_the_organ_grinder_makes_the_hermit_vote_ignored():
    """"If the Organ Grinder ability is active, the Storyteller ignores the
    Hermit's vote": a working Organ Grinder frees the list of the Hermit; one
    drunk by its own choice does not."""
    text = case(f"[{nomination('[B, C]')}]", claim="hermit", info=HERMIT,
                hidden="[imp, organgrinder]")
    assert possible(text, ["is(A, hermit)"])
    assert not possible(text, ["is(A, hermit) and is(E, organgrinder) and drunk(E, day 1)"])


def test_the_organ_grinder_does_not_free_the_zealot():
    """Eyes closed or not, the Zealot must vote."""
    text = case(f"[{nomination('[B, C]')}]", hidden="[imp, organgrinder]")
    assert not possible(text, ["is(A, zealot)"])


def test_an_executions_voters_bind_the_zealot_too():
    """The vote on an execution is a vote on a nomination, whoever nominated:
    `{executed: D, voters: [...]}` without a nominator binds the Zealot's hand
    as a nomination's list does."""
    assert not possible(case("[{day: 1, executed: D, voters: [B, C, E]}]"), ["is(A, zealot)"])
    assert possible(case("[{day: 1, executed: D, voters: [A, B, C]}]"), ["is(A, zealot)"])


def test_a_days_voted_list_after_a_vote_binds_the_zealot():
    """`{day: N, voted: [...]}` lists everyone who had voted so far that day: a
    vote recorded before it (`votes: 2`, voters not named) had the Zealot's hand
    among them, so a Zealot missing from the later list did not vote on it."""
    vote = "{day: 1, nominated: D, by: B, votes: 2}"
    assert not possible(case(f"[{vote}, {{day: 1, voted: [B, C]}}]"), ["is(A, zealot)"])
    assert possible(case(f"[{vote}, {{day: 1, voted: [A, C]}}]"), ["is(A, zealot)"])


def test_a_voted_list_before_the_vote_says_nothing_of_it():
    """The list is as of its place in the day: a vote after it is not in it."""
    vote = "{day: 1, nominated: D, by: B, votes: 2}"
    assert possible(case(f"[{{day: 1, voted: [B, C]}}, {vote}]"), ["is(A, zealot)"])


def test_a_nomination_without_a_recorded_vote_is_silent():
    """A nomination whose vote the case does not record (no `votes`, no
    `voters`) may not have come to a vote: a later list constrains nothing."""
    assert possible(case("[{day: 1, nominated: D, by: B}, {day: 1, voted: [B, C]}]"),
                    ["is(A, zealot)"])


def test_no_votes_at_all_is_a_vote_the_zealot_missed():
    """`votes: 0`: nobody raised a hand (each hand counts one; no Thief here
    can cancel one), the Zealot included."""
    assert not possible(case("[{day: 1, nominated: D, by: B, votes: 0}]"), ["is(A, zealot)"])
    assert possible(case("[{day: 1, nominated: D, by: B, votes: 0}]", obligations=False),
                    ["is(A, zealot)"])


def test_the_hermits_hand_with_only_a_later_list():
    """The Hermit votes exactly when the master does: a later `voted` list
    without A shows A did not vote, which says nothing of whether B voted on
    this nomination (B may be in the list from another vote): A may be the
    Hermit either way; the Zealot alone may not."""
    vote = "{day: 1, nominated: D, by: C, votes: 2}"
    text = case(f"[{vote}, {{day: 1, voted: [B, C]}}]", claim="hermit", info=HERMIT)
    assert possible(text, ["is(A, hermit)"])


def test_under_the_voudon_only_the_dead_vote():
    """Voudon: "Only you and the dead can vote": while a Voudon lives with its
    ability, a living Zealot cannot vote, so missing from the voters rules
    nothing out; a dead Voudon (exiled) leaves the Zealot's duty in force."""
    voudon = "- {name: V, traveller: voudon, alignment: good}"
    text = case(f"[{nomination('[V]')}]", extra=voudon)
    assert possible(text, ["is(A, zealot)"])
    exiled = case(f"[{{day: 1, exiled: V}}, {nomination('[B]')}]", extra=voudon)
    assert not possible(exiled, ["is(A, zealot)"])
