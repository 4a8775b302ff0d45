"""Bishop: "Only the Storyteller can nominate. At least 1 opposing player must be
nominated each day." Z is the Bishop."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: bishop, alignment: good}
"""


def case(events: str, hidden: str = "[imp, scarletwoman]") -> str:
    return game(ROWS, events, head=f"hidden: {hidden}")


def test_only_the_storyteller_nominates() -> None:
    """A player's nomination while the Bishop lives and works is impossible."""
    assert not sat(case("[{day: 1, nominated: C, by: A}]"))


def test_executions_stand() -> None:
    """The Storyteller's nominations are not recorded; their executions are."""
    assert sat(case("[{day: 1, executed: C}]"))


def test_a_dead_or_poisoned_bishop() -> None:
    """After the Bishop's exile players nominate again; a poisoned Bishop's
    ability does nothing."""
    assert sat(case("[{day: 1, exiled: Z}, {day: 1, nominated: C, by: A}]"))
    assert sat(case("[{day: 1, nominated: C, by: A}]", "[imp, poisoner]"))
