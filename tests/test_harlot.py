"""Harlot: "Each night*, choose a living player: if they agree, you learn their
character, but you both might die." "If they do, the Storyteller may decide
that both this player and the Harlot die tonight." "The Harlot only learns the
character of the chosen player, not that player's alignment.\""""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: harlot, info: [{night: 2, harlot: REPORT}]}
"""
HIDDEN = "hidden: [imp, scarletwoman]"


def text(report: str, deaths: str = "[]") -> str:
    return game(ROWS.replace("REPORT", report), deaths, head=f"you: Z\n{HIDDEN}")


def test_learns_the_character() -> None:
    assert sat(text("[B, imp]"), ["is(B, imp)"])
    assert not sat(text("[B, imp]"), ["not is(B, imp)"])


def test_only_a_living_player() -> None:
    dead = text("[A, chef]", "[{day: 1, executed: A}]")
    assert not sat(dead)


def test_both_die_or_neither() -> None:
    """Three deaths in one night: the Demon's kill and the Harlot's two; the
    Harlot's kill needs the chosen player's agreement, and takes both."""
    three = "[{night: 2, died: Z}, {night: 2, died: C}, {night: 2, died: D}]"
    assert sat(text("[C, soldier]", three))
    assert not sat(text("C", three))
    two = "[{night: 2, died: C}, {night: 2, died: D}]"
    assert not sat(text("[C, soldier]", two), ["not is(C, imp)", "not is(D, imp)"])


def test_learns_the_character_held_before_both_die() -> None:
    """The Harlot learns the character, "but you both might die": with the Hindu
    in play the chosen player, dying first, is at once a Traveller, and what the
    Harlot learnt is still the character held when they agreed."""
    both = ("[{night: 2, died: C}, {night: 2, reincarnated: C, as: thief}, "
            "{night: 2, died: Z}]")
    hindu = f"you: Z\n{HIDDEN}\nfabled: [hindu]"
    assert sat(game(ROWS.replace("REPORT", "[C, soldier]"), both, head=hindu))
    assert not sat(game(ROWS.replace("REPORT", "[C, thief]"), both, head=hindu))
