"""Imp: "Each night*, choose a player: they die. If you kill yourself this way, a
Minion becomes the Imp." """

from __future__ import annotations

import pytest

from tests.helpers import possible, result, worlds

SCRIPT = "[soldier, chef, empath, investigator, washerwoman, librarian, poisoner, spy, imp]"
PLAYERS = """
players:
  - {name: Ann, claim: chef}
  - {name: Ben, claim: empath}
  - {name: Cid, claim: investigator}
  - {name: Dot, claim: washerwoman}
  - {name: Eli, claim: librarian}
"""


def imp_case(tail: str, hidden: str = "[imp, spy]") -> str:
    return f"script: {SCRIPT}\nhidden: {hidden}\n{PLAYERS}\n{tail}"


def test_no_kill_on_the_first_night():
    """"On each night except the first, the Imp chooses a player to kill." Nothing
    else kills at night here, so a night-1 death is impossible."""
    assert not possible(imp_case("events:\n  - {night: 1, died: Ann}"))
    assert possible(imp_case("events:\n  - {night: 2, died: Ann}"))


@pytest.mark.parametrize("tail, ok", [
    ("now: {night: 2}", False),  # nobody dead: the Imp's choice dies
    ("events:\n  - {day: 1, executed: Ann}\nnow: {night: 2}", True),  # Ann chosen
    ("events:\n  - {day: 1, executed: Ann}\nnow: {night: 2}\n"
     "rules: {demon_attacks_dead: false}", False),
])
def test_a_quiet_night_needs_a_reason(tail, ok):
    """"If the Imp attacks a dead player at night, let them do so. ... any player—
    alive or dead—can be chosen." With no protection and no poison, a night without
    death means the Imp chose a dead player."""
    assert possible(imp_case(tail)) == ok


def test_poisoned_imp_explains_a_quiet_night():
    """A poisoned Imp has no ability and kills nobody: with nobody dead, a Poisoner
    (who poisoned the Imp) explains the quiet night 2 that the Spy could not."""
    assert possible(imp_case("now: {night: 2}", "[imp, poisoner]"))
    assert not possible(imp_case("now: {night: 2}", "[imp, spy]"))


def test_protected_target_explains_a_quiet_night():
    """The Soldier is "safe from the Demon": a quiet night with nobody dead."""
    case = imp_case("now: {night: 2}").replace("{name: Eli, claim: librarian}",
                                                "{name: Eli, claim: soldier}")
    assert possible(case)
    assert all(w[4] == "soldier" for w in worlds(case))


def test_star_pass_to_an_alive_minion():
    """"if the Imp kills themself at night, they die and an alive Minion becomes an
    Imp." If Ann, dead on night 2, was the Imp, the Spy ends as the Imp."""
    r = result(imp_case("events:\n  - {night: 2, died: Ann}"), ["is(Ann, imp)"])
    assert len(r.worlds) == 4
    for w in r.worlds:
        spy = w.start.index("spy")
        assert {e[spy] for e in w.ends} == {"imp"}


def test_new_imp_kills_on_later_nights():
    """"This new Imp does not act that same night, but is now the Imp in every other
    way—they kill each night": Ann's star-pass on night 2, then the new Imp kills
    Ben on night 3 (Ben, dying, is not the new Imp: he would leave no Minion)."""
    events = "events:\n  - {night: 2, died: Ann}\n  - {night: 3, died: Ben}"
    r = result(imp_case(events), ["is(Ann, imp)"])
    assert {w.start.index("spy") for w in r.worlds} == {2, 3, 4}


def test_new_imp_does_not_act_that_night():
    """"This new Imp does not act that same night": a star-pass night has one death."""
    events = "events:\n  - {night: 2, died: Ann}\n  - {night: 2, died: Ben}"
    assert not possible(imp_case(events))


@pytest.mark.parametrize("executed, ok", [("Ben", False), ("Cid", True)])
def test_no_star_pass_without_an_alive_minion(executed, ok):
    """"an alive Minion becomes an Imp": with the Spy (Ben) executed on day 1, Ann's
    self-kill on night 2 kills the only Demon and would end the game."""
    events = f"events:\n  - {{day: 1, executed: {executed}}}\n  - {{night: 2, died: Ann}}"
    assert possible(imp_case(events), ["is(Ann, imp)", "is(Ben, spy)"]) == ok


def test_imp_may_kill_a_minion():
    """"choose a player: they die": any player, even the Imp's own Minion."""
    case = imp_case("events:\n  - {night: 2, died: Ann}")
    assert possible(case, ["is(Ann, spy)"])
