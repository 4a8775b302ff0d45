"""Vizier: "All players know you are the Vizier. You cannot die during the day. If
good voted, you may choose to execute immediately."

Five players; you, A, claim the Chef; B-E claim Townsfolk; the evil pair is
an Imp and a Vizier or a Scarlet Woman. No Investigator or Al-Saahir: their
jinxes stop the announcement (tests/test_jinxes_g2.py).
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[chef, empath, undertaker, washerwoman, librarian, imp, vizier, scarletwoman]"


def case(events: str, tail: str = "") -> str:
    return table(SCRIPT, ["A:chef", "B:empath", "C:undertaker", "D:washerwoman",
                          "E:librarian"], "[imp, vizier, scarletwoman]", "3/0/1/1", events,
                 tail=tail)


def test_the_announced_player_is_the_vizier() -> None:
    """`{night: 1, vizier: C}`: C is the Vizier in every world; with every
    announcement listed, a case without one has no Vizier."""
    got = worlds(case("[{night: 1, vizier: C}]"))
    assert got and all(w[2] == "vizier" for w in got)
    assert any("vizier" in w for w in worlds(case("[]")))
    complete = worlds(case("[]", "rules: {announcements_complete: true}"))
    assert complete and all("vizier" not in w for w in complete)


def test_the_vizier_cannot_die_by_day() -> None:
    """C, announced, is executed: C lives (`died: false`); a case where C died has
    no world. An executed player who lived is the Vizier."""
    assert possible(case("[{night: 1, vizier: C}, {day: 1, executed: C, died: false}]"))
    assert not possible(case("[{night: 1, vizier: C}, {day: 1, executed: C}]"))
    alive = worlds(case("[{day: 1, executed: D, died: false}]"))
    assert alive and all(w[3] == "vizier" for w in alive)


def test_it_may_die_at_night() -> None:
    """The Demon may kill the Vizier at night (the game goes on with the Imp)."""
    assert possible(case("[{night: 1, vizier: C}, {night: 2, died: C}]"))
