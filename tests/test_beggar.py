"""Beggar: "You must use a vote token to vote. If a dead player gives you
theirs, you learn their alignment. You are sober & healthy." "Only a dead
player may give their vote token to the Beggar"; "If the Beggar would become
drunk or poisoned, they do not"."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: beggar, info: [{day: 2, beggar: [GIVER, ALIGN]}]}
"""


def text(giver: str = "A", align: str = "good") -> str:
    rows = ROWS.replace("GIVER", giver).replace("ALIGN", align)
    return game(rows, "[{day: 1, executed: A}]", head="you: Z\nhidden: [imp, poisoner]")


def test_learns_the_givers_alignment() -> None:
    assert sat(text())
    assert not sat(text(), ["evil(A)"])
    assert not sat(text(align="evil"), ["good(A)"])


def test_only_a_dead_player_gives() -> None:
    assert not sat(text(giver="B"))


def test_never_drunk_or_poisoned() -> None:
    """Even a Poisoner's choice leaves the Beggar sober: the report binds."""
    assert not sat(text(), ["poisoned(Z, night 1) or poisoned(Z, day 2)"])
    assert not sat(text(), ["evil(A)", "is(A, poisoner)"])
