"""Zombuul: "Each night*, if no-one died today, choose a player: they die. The
1st time you die, you live but register as dead."

Seven seats; A is `you`; F and G are unclaimed (the Zombuul and a Minion).
"""

from __future__ import annotations

from engine.terms import FALSE
from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, washerwoman, empath, scarletwoman, mastermind, zombuul]"


def case(events: str, hidden: str = "[scarletwoman, zombuul]", now: str = "") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:washerwoman E:empath F G", hidden,
                 "5/0/1/1", events, tail=now)


def test_kills_only_after_a_day_without_death():
    assert possible(case("[{night: 2, died: B}]"))
    assert not possible(case("[{day: 1, executed: C}, {night: 2, died: B}]"))
    assert possible(case("[{day: 1, executed: C}, {night: 3, died: B}]"))


def test_executing_a_dead_player_is_no_death():
    """C dies on night 2; executing dead C on day 2 kills nobody, so the Zombuul
    may kill on night 3."""
    assert possible(case("[{night: 2, died: C}, {day: 2, executed: C}, {night: 3, died: B}]"))


def test_the_first_death_is_only_apparent():
    """The Zombuul executed on day 1 seems to die, but the game goes on and it
    kills again after a quiet day."""
    text = case("[{day: 1, executed: F}, {night: 3, died: B}]")
    assert possible(text, ["is(F, zombuul)"])
    # The Scarlet Woman does not take over: the Demon did not die.
    assert not possible(text, ["is(F, zombuul) and is(G, zombuul, night 3)"])


def test_the_second_death_is_real():
    """Executed again on day 2 while registering dead, the Zombuul dies for real.
    That death ends the game, so the Mastermind (the Minion here) plays one more
    day: the case can reach night 3 but not night 4. After only the first,
    apparent death, the game goes on to night 4 as normal."""
    twice = "[{day: 1, executed: F}, {day: 2, executed: F}]"
    hidden = "[mastermind, zombuul]"
    assert possible(case(twice, hidden, now="now: {night: 3}"), ["is(F, zombuul)"])
    assert not possible(case(twice, hidden, now="now: {night: 4}"), ["is(F, zombuul)"])
    once = "[{day: 1, executed: F}, {night: 3, died: B}]"
    assert possible(case(once, hidden, now="now: {night: 4}"), ["is(F, zombuul)"])


def test_keeps_its_own_ability_alone():
    """Registering dead, the Zombuul keeps the Zombuul's ability, no other: a
    dead seat is no Po holder with its ability back (a seat holds one
    character at a time), so the Po makes one choice a night, not one more per
    seat the Zombuul may sit in."""
    from engine.encode import encode
    from rules import demonkill
    from tests.helpers import case_from

    text = table("[chef, investigator, slayer, washerwoman, empath, scarletwoman, zombuul, po]",
                 "A:chef B:investigator C:slayer D:washerwoman E:empath F G",
                 "[scarletwoman, zombuul, po]", "5/0/1/1",
                 "[{day: 1, executed: F}, {night: 3, died: B}]")
    w = encode(case_from(text))
    assert not all(x is FALSE for x in (w.kept_ability(s, w.state, "demon") for s in range(w.n)))
    assert [suffix for _, suffix, _ in demonkill.holders(w, "po")] == [""]
    assert demonkill.tracks_own(w, "zombuul") and not demonkill.tracks_own(w, "po")
