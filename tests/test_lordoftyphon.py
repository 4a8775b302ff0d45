"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters are in
a line. You are in the middle. +1 Minion. -? to +? Outsiders]"

Seven seats (by the table 5 Townsfolk, 0 Outsiders, 1 Minion, 1 Demon); A is
`you`; D, E, F claim nothing.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[chef, soldier, monk, slayer, mayor, saint, recluse, poisoner, spy, imp, lordoftyphon]"
EVIL = ("poisoner", "spy", "imp", "lordoftyphon")


def case(hidden: str = "[poisoner, spy, lordoftyphon]", b: str = "slayer",
         f: str = "") -> str:
    return table(SCRIPT, f"A:chef B:{b} C:soldier D E F:{f} G:monk", hidden)


def test_evil_in_a_line_with_the_lord_in_the_middle():
    """"All evil characters are sitting in one line ... the Lord of Typhon is in
    the middle of this line" with one more Minion: D, E, F are the three evil
    seats and E is the Lord of Typhon."""
    ws = worlds(case())
    assert ws
    for w in ws:
        evil = [i for i, c in enumerate(w) if c in EVIL]
        assert evil == [3, 4, 5] and w[4] == "lordoftyphon"


def test_any_number_of_outsiders():
    """"There might be any number of Outsiders in play": a Saint fits seven
    players with the Lord of Typhon, though the table has no Outsider."""
    assert possible(case(b="saint"), ["is(B, saint)"])
    assert not possible(case("[poisoner, imp]", b="saint"), ["is(B, saint)"])


def test_not_a_broken_line():
    """Evil players split into two groups (B apart from D, E) cannot be a Lord of
    Typhon game, while D, E, F together can (above)."""
    assert not possible(case(b="", f="mayor"))
    assert possible(case())


def test_an_evil_townsfolk_need_not_be_in_the_line():
    """"Evil Travellers and Evil Townsfolk may be part of the line, but do not
    have to be": with a Bounty Hunter ("1 Townsfolk is evil") the evil Slayer B
    sits apart from the line D, E, F; the Minions and Demon still form it."""
    script = SCRIPT.replace("[chef,", "[bountyhunter, chef,")
    text = table(script, "A:chef B:slayer C:soldier D E F G:bountyhunter",
                 "[poisoner, spy, lordoftyphon]",
                 tail="known: ['evil(B, night 1)']")
    ws = worlds(text)
    assert ws
    for w in ws:
        assert [i for i, c in enumerate(w) if c in EVIL] == [3, 4, 5]
