"""Thief: "Each night, choose a player (not yourself): their vote counts
negatively tomorrow." The vote itself is public and not encoded; the choice
is checked."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: thief, alignment: ALIGN, info: [{night: 1, thief: CHOICE}]}
"""


def text(choice: str, align: str = "good") -> str:
    rows = ROWS.replace("CHOICE", choice).replace("ALIGN", align)
    return game(rows, head="hidden: [imp, poisoner]")


def test_not_yourself() -> None:
    """"(not yourself)": a good Thief's report of choosing themself is impossible."""
    assert sat(text("B"))
    assert not sat(text("Z"))


def test_an_evil_thief_may_say_anything() -> None:
    """Evil players' reports bind nothing."""
    assert sat(text("Z", "evil"))
