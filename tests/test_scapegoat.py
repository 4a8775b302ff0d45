"""Scapegoat: "If a player of your alignment is executed, you might be
executed instead." "If the Scapegoat is good, they might die instead of a good
player dying." "The Scapegoat being killed still counts as an execution"."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: undertaker, info: [{night: 2, undertaker: scapegoat}]}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: TRAV, alignment: good}
"""
EVENTS = "[{day: 1, nominated: B, by: C}, {day: 1, executed: Z, instead_of: B}]"


def text(trav: str = "scapegoat") -> str:
    return game(ROWS.replace("TRAV", trav), EVENTS, head="you: A\nhidden: [imp, poisoner]")


def test_only_for_a_player_of_their_alignment() -> None:
    assert sat(text(), ["good(B)"])
    assert not sat(text(), ["evil(B)"])


def test_it_is_an_execution() -> None:
    """The Undertaker learns the Scapegoat; nobody else is executed instead."""
    assert sat(text())
    assert not sat(text().replace("undertaker: scapegoat", "undertaker: empath"),
                   ["is(B, empath)", "not poisoned(A, night 2)"])


def test_only_a_working_scapegoat() -> None:
    assert not sat(text(), ["poisoned(Z, day 1)"])
    assert not sat(text("thief"))


def test_a_cannibal_who_ate_the_scapegoat_may_be_executed_instead() -> None:
    """The Cannibal: "You have the ability of the recently killed executee. ...
    If a good player dies by execution, the Cannibal gains that player's
    ability." Good Scapegoat Z dies executed in A's place on day 1; Cannibal C
    then holds "you might be executed instead" and is executed in good B's
    place on day 2. Without the day-1 execution C has no such ability."""
    rows = """
    {name: A, claim: chef}
    {name: B, claim: empath}
    {name: C, claim: cannibal}
    {name: D, claim: monk}
    {name: E, claim: virgin}
    {name: Z, traveller: TRAV, alignment: good}
    """
    events = "[{day: 1, executed: Z, instead_of: A}, {day: 2, executed: C, instead_of: B}]"
    eaten = game(rows.replace("TRAV", "scapegoat"), events, head="now: {day: 2}",
                 script="seed000")
    assert sat(eaten, ["is(C, cannibal)", "good(B)"])
    assert not sat(eaten, ["is(C, cannibal)", "evil(B)"])
    day2 = "[{day: 2, executed: C, instead_of: B}]"
    assert not sat(game(rows.replace("TRAV", "scapegoat"), day2, head="now: {day: 2}",
                        script="seed000"))
