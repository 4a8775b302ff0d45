"""Deviant: "If you were funny today, you cannot die by exile." (Korean in the
seed: "If you brought laughter today, you cannot die by exile.")"""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: TRAV}
"""


def text(trav: str, died: str) -> str:
    return game(ROWS.replace("TRAV", trav), f"[{{day: 1, exiled: Z, died: {died}}}]",
                head="hidden: [imp, poisoner]")


def test_a_deviant_may_survive_exile() -> None:
    """Funny is the Storyteller's judgement: the Deviant may live or die."""
    assert sat(text("deviant", "false"))
    assert sat(text("deviant", "true"))


def test_nobody_else_survives_exile() -> None:
    assert not sat(text("thief", "false"))


def test_a_poisoned_deviant_dies() -> None:
    """The ability must work: a poisoned Deviant's exile kills them."""
    assert not sat(text("deviant", "false"), ["poisoned(Z, day 1)"])
    assert sat(text("deviant", "true"), ["poisoned(Z, day 1)"])
