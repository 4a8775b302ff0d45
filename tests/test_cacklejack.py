"""Cacklejack: "Each day, choose a player: a different player changes character
tonight." Z is the Cacklejack; A is `you`, shown the Chef, and tells of a
change."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: CLAIM}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E}
{name: Z, traveller: cacklejack, alignment: good}
"""


def case(claim: str, events: str = "[]") -> str:
    rows = ROWS.replace("CLAIM", claim)
    return game(rows, events, head="you: A\nhidden: [imp, scarletwoman]")


CHANGED = "[chef, {night: 2, is: monk}]"


def test_a_player_changes_character_tonight() -> None:
    """"a different player changes character tonight": the night after a day,
    A may become the Monk (not in play); not on the first night."""
    assert sat(case(CHANGED))
    assert not sat(case("[chef, {night: 1, is: monk}]"))


def test_not_the_chosen_player() -> None:
    """"a different player": the player chosen that day does not change."""
    assert not sat(case(CHANGED, "[{day: 1, cacklejack: Z, chose: A}]"))
    assert sat(case(CHANGED, "[{day: 1, cacklejack: Z, chose: B}]"))


def test_not_after_the_cacklejack_is_gone() -> None:
    """Exiled on day 1, the Cacklejack is dead at dusk: nobody changes."""
    assert not sat(case(CHANGED, "[{day: 1, exiled: Z}]"))


def test_into_a_character_not_in_play() -> None:
    """The change is into a character nobody holds: the Soldier, if C (good)
    holds it, is not one."""
    assert not sat(case("[chef, {night: 2, is: soldier}]"), ["good(C)"])
