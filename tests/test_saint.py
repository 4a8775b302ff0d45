"""Saint: "If you die by execution, your team loses." """

from __future__ import annotations

import pytest

from tests.helpers import possible, result

PLAYERS = """
players:
  - {name: Sai, claim: saint}
  - {name: Ann, claim: chef}
  - {name: Ben, claim: empath}
  - {name: Cid, claim: investigator}
  - {name: Dot, claim: washerwoman}
  - {name: Eli, claim: librarian}
"""


def saint_case(minion: str, tail: str) -> str:
    """Six players, one Outsider: Sai, the only Outsider claimant, is the Saint."""
    return (f"script: [saint, chef, empath, investigator, washerwoman, librarian, "
            f"{minion}, imp]\nhidden: [imp, {minion}]\n{PLAYERS}\n{tail}")


@pytest.mark.parametrize("tail", [
    "events:\n  - {day: 1, executed: Sai}\nnow: {night: 2}\n",
    "events:\n  - {day: 1, executed: Sai}\n",  # the case's last event
])
def test_executed_saint_ends_the_game(tail):
    """"If the Saint dies by execution, the game ends. Good loses and evil wins." The
    game must still be going at the end of a case, so a sober Saint (no poison on
    this script) cannot have been executed."""
    assert not possible(saint_case("spy", tail))


def test_saint_execution_may_be_the_end():
    """Near miss: with `game_ended`, the execution may have ended the game."""
    tail = "events:\n  - {day: 1, executed: Sai}\nrules: {game_ended: true}\n"
    assert possible(saint_case("spy", tail), ["is(Sai, saint)"])


def test_poisoned_saint_may_be_executed():
    """The Saint's loss is their ability, which a poisoned Saint lacks ("A poisoned
    player has no ability"): with a Poisoner on the script the execution is fine,
    but only if Sai was poisoned (night 1's poison lasts through day 1)."""
    case = saint_case("poisoner", "events:\n  - {day: 1, executed: Sai}\nnow: {night: 2}\n")
    r = result(case)
    assert r.consistent and all(w.start[0] == "saint" for w in r.worlds)
    assert len(r.worlds) == 20  # Imp and Poisoner among the five others
    assert not possible(case, ["not poisoned(Sai, night 1)"])


def test_saint_dying_at_night_is_no_loss():
    """"If the Saint dies in any way other than execution—such as the Demon killing
    them—then the game continues." """
    case = saint_case("spy", "events:\n  - {night: 2, died: Sai}\n")
    assert possible(case, ["is(Sai, saint)"])


def test_dead_saint_executed_again_is_no_loss():
    """"If you die by execution": executing an already-dead Saint kills nobody."""
    case = saint_case("spy", "events:\n  - {night: 2, died: Sai}\n"
                             "  - {day: 2, executed: Sai}\nnow: {night: 3}\n")
    assert possible(case, ["is(Sai, saint)"])
