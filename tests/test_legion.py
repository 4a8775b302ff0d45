"""Legion: "Each night*, a player might die. Executions fail if only evil voted.
You register as a Minion too. [Most players are Legion]" Five players; A is
`you`, the Chef, B claims the Empath, C, D and E claim nothing."""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[chef, empath, soldier, monk, investigator, scarletwoman, imp, legion]"


def case(events: str = "[]", hidden: str = "[legion]", b: str = "B:empath") -> str:
    return table(SCRIPT, ["A:chef", b, "C", "D", "E"], hidden, events=events)


def test_most_players_are_legion() -> None:
    """"[Most players are Legion]": at least three of the five (the unclaimed
    ones, and B may be a fourth), each the Demon; no other Demon with them."""
    assert worlds(case()) == {("chef", "empath", "legion", "legion", "legion"),
                              ("chef", "legion", "legion", "legion", "legion")}
    assert not possible(case(hidden="[legion, imp]"), ["is(C, imp)", "is(D, legion)"])


def test_a_player_might_die() -> None:
    """"Each night*, a player might die": one, or nobody; never on night 1."""
    assert possible(case("[{night: 2, died: B}]"))
    assert possible(case("[{day: 1, executed: C}]"))
    assert not possible(case("[{night: 1, died: B}]"))
    assert not possible(case("[{night: 2, died: A}, {night: 2, died: B}]"))


def test_executions_fail_if_only_evil_voted() -> None:
    """D and E are Legion: their votes alone make the execution fail; with the
    good A voting it kills."""
    assert possible(case("[{day: 1, executed: C, died: false, voters: [D, E]}]"))
    assert not possible(case("[{day: 1, executed: C, voters: [D, E]}]"))
    assert possible(case("[{day: 1, executed: C, voters: [A, D]}]"))
    assert not possible(case("[{day: 1, executed: C, died: false, voters: [A, D]}]"))


def test_the_voters_of_the_nomination() -> None:
    """The day's nomination of the executee lists the voters."""
    events = "[{day: 1, nominated: C, by: D, voters: [D, E]}, {day: 1, executed: C}]"
    assert not possible(case(events))


def test_unrecorded_voters() -> None:
    """With no voters recorded, the execution may have failed or not."""
    assert possible(case("[{day: 1, executed: C}]"))
    assert possible(case("[{day: 1, executed: C, died: false}]"))


def test_registers_as_a_minion_too() -> None:
    """"You register as a Minion too": an Investigator may see a Legion as a
    Minion (here only Legion and good players are in play)."""
    assert possible(case(b="{name: B, claim: investigator, "
                         "info: [{night: 1, investigator: [C, D, scarletwoman]}]}"),
                    ["good(B)"])
