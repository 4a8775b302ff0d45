"""Widow: "On your 1st night, look at the Grimoire & choose a player: they are
poisoned. 1 good player knows a Widow is in play."

Six players in a circle (You, A, B, C, D, E): You are the Empath; the Minion
(the Widow or a Scarlet Woman) and the Imp are hidden. What a good player
learnt is the received info `{night: 1, widow: yes}`; it is complete.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, soldier, monk, washerwoman, saint, widow, "
          "scarletwoman, imp]")


def case(knows: str | None, empath: str = "[]", events: str = "[]") -> str:
    def row(name: str, claim: str) -> str:
        info = "[{night: 1, widow: yes}]" if name == knows else "[]"
        return f"  - {{name: {name}, claim: {claim}, info: {info}}}"
    rows = "\n".join(row(n, c) for n, c in
                     zip("ABCDE", ("chef", "investigator", "soldier", "monk", "washerwoman")))
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, widow, scarletwoman]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: empath, info: {empath}}}
{rows}
events: {events}
"""


def test_one_good_player_knows():
    """"1 good player knows a Widow is in play": A good B told so means the Widow is
    in play; an evil B may say anything."""
    assert not possible(case("B"), ["good(B)", "not in_play(widow)"])
    assert possible(case("B"), ["good(B)", "in_play(widow)"])
    assert possible(case("B"), ["evil(B)", "not in_play(widow)"])


def test_received_info_is_complete():
    """Nobody reports it (and everyone claims a Townsfolk), so no good player was
    told: a working Widow is not in play (one in play poisoned herself: see below)."""
    working = " or ".join(f"(is({p}, widow) and not poisoned({p}, night 1))" for p in "ABCDE")
    assert not possible(case(None), [working])
    assert possible(case(None))


def test_widow_poisons_until_she_dies():
    """"The player that the Widow poisons is poisoned until the Widow dies": your
    Empath 2 (both neighbours good) is possible while the Widow lives, but not
    on night 2 after the Widow C's execution."""
    empath = "[{night: 1, empath: 2}, {night: 2, empath: 2}]"
    assumed = ["good(A)", "good(E)", "good(B)"]
    assert possible(case("B", empath, "[{night: 2, died: B}]"), assumed)
    events = "[{day: 1, executed: C}, {night: 2, died: B}]"
    assert not possible(case("B", empath, events), assumed + ["is(C, widow)"])


def test_widow_who_poisons_herself_need_tell_nobody():
    """How to Run: "The Widow points to a character token ... Mark them with a
    POISONED reminder. They are poisoned. Put the Widow to sleep. Wake the player
    marked KNOW." A Widow who picks herself is poisoned before the KNOW step, so
    her ability no longer works and nobody need be told: with no report, the
    Widow may be in play, but only poisoned."""
    assert possible(case(None), ["in_play(widow)"])
    sober_widow = " or ".join(f"(is({p}, widow) and not poisoned({p}, night 1))"
                              for p in "ABCDE")
    assert not possible(case(None), [sober_widow])
    # Told or not: a good B told is still allowed with the same self-poisoned Widow.
    assert possible(case("B"), ["good(B)", "in_play(widow)"])


def test_a_spy_registering_as_good_may_be_the_one_told():
    """"1 good player knows a Widow is in play", and a Spy "might register as
    good": the Spy D may be the player told, so with you the Widow (your choice
    B, the Imp, leaves everyone else sober) nobody good reports it. A
    Scarlet Woman D registers as herself: then some good player was told."""
    widow = """
script: [chef, empath, investigator, soldier, monk, washerwoman, saint, spy, widow,
         scarletwoman, imp]
you: You
hidden: [imp, spy, scarletwoman]
counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}
players:
  - {name: You, claim: widow, info: [{night: 1, widow: B}]}
  - {name: A, claim: chef}
  - {name: B, claim: investigator}
  - {name: C, claim: soldier}
  - {name: D, claim: monk}
  - {name: E, claim: washerwoman}
"""
    assert possible(widow, ["is(B, imp)", "is(D, spy)"])
    assert not possible(widow, ["is(B, imp)", "is(D, scarletwoman)"])
