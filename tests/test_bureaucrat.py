"""Bureaucrat: "Each night, choose a player (not yourself): their vote counts as 3
votes tomorrow." The vote itself is public and not encoded; the choice is
checked."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: bureaucrat, alignment: ALIGN, info: [{night: 1, bureaucrat: CHOICE}]}
"""


def text(choice: str, align: str = "good", events: str = "[]") -> str:
    rows = ROWS.replace("CHOICE", choice).replace("ALIGN", align)
    return game(rows, events, head="hidden: [imp, poisoner]")


def test_not_yourself() -> None:
    """"(not yourself)": a good Bureaucrat's report of choosing themself is
    impossible."""
    assert sat(text("B"))
    assert not sat(text("Z"))


def test_an_evil_bureaucrat_may_say_anything() -> None:
    """Evil players' reports bind nothing."""
    assert sat(text("Z", "evil"))


def test_votes_are_not_counted() -> None:
    """The triple vote is a tally the solver does not check: a nomination's votes
    are a record, so a tally that counts B's vote three times is accepted."""
    events = "[{day: 1, nominated: C, by: A, votes: 4, voters: [B, E]}, {day: 1, executed: C}]"
    assert sat(text("B", events=events))
