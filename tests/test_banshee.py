"""Banshee: "If the Demon kills you, all players learn this. From now on, you may
nominate twice per day and vote twice per nomination."

Five players (A to E); `you: A` is the Chef; B claims the Banshee and dies on
night 2.
"""

from __future__ import annotations

from tests.helpers import five_seats, possible

SCRIPT = "[banshee, chef, empath, soldier, monk, poisoner, scarletwoman, imp]"
DIED = "{night: 2, died: B}"
TOLD = "{night: 2, banshee: B}"


def text(events: str, hidden: str = "[imp, poisoner]", extra: str = "") -> str:
    return five_seats(SCRIPT, "A:chef", ("banshee", "empath", "soldier", "monk"), hidden,
                      "3/0/1/1", events, tail=f"now: {{day: 2}}\n{extra}")


def test_the_announcement_says_the_demon_killed_a_working_banshee():
    """"If the Banshee is killed by the Demon but does not have their ability at
    that time ... do not tell the group": after the announcement B was the
    Banshee, not poisoned when killed, and not a Poisoner claiming it."""
    assert possible(text(f"[{DIED}]"), ["is(B, poisoner)"])
    assert not possible(text(f"[{DIED}, {TOLD}]"), ["is(B, poisoner)"])
    assert possible(text(f"[{DIED}]"), ["is(B, banshee)", "poisoned(B, night 2)"])
    assert not possible(text(f"[{DIED}, {TOLD}]"), ["poisoned(B, night 2)"])
    assert possible(text(f"[{DIED}, {TOLD}]"), ["is(B, banshee)"])


def test_no_announcement_after_an_execution():
    """"Dying by execution or to a non-Demon ability does not count"."""
    executed = "[{day: 1, executed: B}, {day: 1, banshee: B}]"
    assert possible(text("[{day: 1, executed: B}]"), ["is(B, banshee)"])
    assert not possible(text(executed))


def test_a_case_need_not_list_the_announcement():
    """Without the event the case says nothing of it: B may be a working Banshee
    the Demon killed. Under `announcements_complete` it would have been
    announced, so B was no working Banshee (here, with no droisoner hidden, no
    Banshee at all)."""
    hidden = "[imp, scarletwoman]"
    complete = "rules: {announcements_complete: true}"
    assert possible(text(f"[{DIED}]", hidden), ["is(B, banshee)"])
    assert not possible(text(f"[{DIED}]", hidden, complete), ["is(B, banshee)"])
    assert possible(text(f"[{DIED}, {TOLD}]", hidden, complete), ["is(B, banshee)"])


def test_a_dead_banshee_nominates_twice():
    """"When dead, they may nominate twice per day": two nominations by the dead
    Banshee on day 2 are allowed (no nomination limit is checked)."""
    events = (f"[{DIED}, {TOLD}, {{day: 2, nominated: C, by: B, votes: 2}}, "
              "{day: 2, nominated: D, by: B, votes: 2}]")
    assert possible(text(events))
