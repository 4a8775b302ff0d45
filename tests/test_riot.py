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


RECLUSE = ("[chef, investigator, slayer, mayor, washerwoman, librarian, recluse, poisoner, "
           "scarletwoman, imp, riot]")


def recluse_case(events: str, poisoner: str = "", now: str = "now: {day: 3}") -> str:
    """G claims the Recluse; E is the Minion (the Poisoner, `you`, if `poisoner`
    gives its night 3 choice), F the Riot."""
    e = (f"{{name: E, claim: poisoner, info: [{{night: 3, poisoner: {poisoner}}}]}}"
         if poisoner else "E")
    head = "you: E" if poisoner else "you: A"
    return table(RECLUSE, ["A:chef", "B:investigator", "C:slayer", "D:mayor", e, "F",
                           "G:recluse"], "[poisoner, scarletwoman, riot]", "4/1/1/1",
                 events, head=head, tail=now)


def test_a_recluse_may_become_riot_and_stays_good():
    """Recluse: "allowing an ability to work that would normally only affect evil,
    Minion, or Demon players": on "Minions become Riot" a sober Recluse, alive or
    dead, may become a Riot, and stays good. G changed on the case's last day,
    after they last spoke: still claiming the Recluse is no lie."""
    for events in ("[{day: 1, executed: B}, {day: 2, executed: C}]",
                   "[{day: 1, executed: G}, {day: 2, executed: C}]"):
        r = result(recluse_case(events), ["is(G, riot, night 3)"])
        assert r.consistent
        for w in r.worlds:
            for end, evil in zip(w.ends, w.evil_ends):
                assert end[6] == "riot" and "G" not in evil


def test_a_poisoned_recluse_does_not_become_riot():
    """Only a sober and healthy Recluse misregisters: poisoned by the Poisoner on
    night 3, G stays the Recluse."""
    events = "[{day: 1, executed: B}, {day: 2, executed: C}]"
    assert not possible(recluse_case(events, poisoner="G"), ["is(G, riot, night 3)"])
    assert possible(recluse_case(events, poisoner="A"), ["is(G, riot, night 3)"])
