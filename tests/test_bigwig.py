"""Big Wig (Loric): "Each nominee chooses a player: until voting, only they
may speak & they are mad the nominee is good or they might die."

Five seats; no character on the script kills by day, so only the Big Wig's
penalty explains a day death that is no execution.
"""

from __future__ import annotations

from helpers import case_from, possible, quiet_table, slayer_table, worlds


def case(events: str, fabled: str = "[bigwig]") -> str:
    return slayer_table(events, fabled)


def test_a_speaker_may_die() -> None:
    """"They might die": Ann's day death needs no character with the Big Wig in
    play (recorded by: bigwig, or with no cause given); without it, none."""
    assert possible(case("[{day: 1, nominated: Tom, by: Ben}, {day: 1, died: Ann, by: bigwig}]"))
    assert possible(case("[{day: 1, died: Ann}]"))
    assert not possible(case("[{day: 1, died: Ann}]", fabled="[]"))
    assert case_from(case("[{day: 1, died: Ann, by: bigwig}]", "[]").replace(
        "fabled: []\n", "")).fabled == ["bigwig"]


def test_speech_and_madness_change_no_world() -> None:
    """Who spoke and whether they were mad are not recorded: a game with no
    penalty has the same worlds with the Big Wig in play or not."""
    plain = worlds(quiet_table("bigwig", "[]"))
    assert plain
    assert worlds(quiet_table("bigwig", "[bigwig]")) == plain
