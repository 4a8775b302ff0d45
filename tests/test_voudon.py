"""Voudon: "Only you and the dead can vote. They don't need a vote token to do
so. A 50% majority is not required." Votes are a record the solver does not
check: the executions listed are what happened."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: voudon}
"""


def test_an_execution_without_a_majority_stands() -> None:
    """"A 50% majority is not required": C executed on two votes of six players
    (only Z and the dead A voted) is a case like any other."""
    events = ("[{night: 2, died: A}, {day: 2, nominated: C, by: Z, votes: 2, "
              "voters: [Z, A]}, {day: 2, executed: C}]")
    assert sat(game(ROWS, events, head="hidden: [imp, poisoner]"))
