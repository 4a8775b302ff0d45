"""Riot: "On day 3, Minions become Riot & nominees die but nominate an alive player
immediately. This must happen."

Seven seats; A is `you`; the hidden evil are a Scarlet Woman and the Riot (or
an Imp). Night 2's quiet comes from attacking the dead (allowed here).
"""

from __future__ import annotations

from tests.helpers import possible, result, table

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, librarian, scarletwoman, imp, riot]"


def case(events: str, hidden: str = "[scarletwoman, riot]", now: str = "") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:mayor E F G:washerwoman", hidden,
                 "5/0/1/1", events, tail=now)


def test_minions_become_riot():
    """"On day 3, Minions become Riot": at the end, both evil players are Riot."""
    r = result(case("[{day: 1, executed: B}, {day: 2, executed: C}]", now="now: {day: 3}"))
    assert r.consistent
    for w in r.worlds:
        for end in w.ends:
            assert [c for c in end if c in ("riot", "scarletwoman")] == ["riot", "riot"]


def test_nominees_die_on_day_three():
    """"...nominees die but nominate an alive player immediately": a nominee's
    death on day 3 is the Riot's doing; on day 2 it is not."""
    day3 = ("[{day: 1, executed: B}, {day: 2, executed: C}, "
            "{day: 3, died: D, after_nominated_by: A}, {day: 3, died: A, after_nominated_by: D}]")
    assert possible(case(day3))
    assert not possible(case(day3, "[scarletwoman, imp]"))
    day2 = "[{day: 1, executed: B}, {day: 2, died: D, after_nominated_by: A}]"
    assert not possible(case(day2))


def test_no_night_kills():
    """The Riot kills nobody at night."""
    assert not possible(case("[{night: 2, died: D}]"))
    assert possible(case("[{night: 2, died: D}]", "[scarletwoman, imp]"))
