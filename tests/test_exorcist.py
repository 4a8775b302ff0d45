"""Exorcist: "Each night*, choose a player (different to last night): the Demon, if
chosen, learns who you are then doesn't wake tonight."

Six seats; A is `you`, the Exorcist; the Imp must attack a living player here.
"""

from __future__ import annotations

from tests.helpers import possible, worlds

SCRIPT = "[exorcist, chef, investigator, slayer, mayor, washerwoman, scarletwoman, imp]"


def case(info: str, events: str = "[]", now: str = "now: {day: 2}") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: [scarletwoman, imp]
    rules: {{demon_attacks_dead: false}}
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: exorcist, info: {info}}}
      - {{name: B, claim: chef}}
      - {{name: C, claim: investigator}}
      - {{name: D}}
      - {{name: E}}
      - {{name: F, claim: washerwoman}}
    events: {events}
    {now}
    """


def test_the_chosen_demon_does_not_kill():
    """"The Demon ... doesn't wake tonight": a quiet night 2 after choosing D means
    D is the Imp."""
    ws = worlds(case("[{night: 2, exorcist: D}]"))
    assert ws and all(w[3] == "imp" for w in ws)
    assert possible(case("[{night: 2, exorcist: D}]", "[{night: 2, died: B}]"), ["is(E, imp)"])


def test_different_to_last_night():
    """"...different to last night": a real Exorcist never chooses D twice running."""
    assert not possible(case("[{night: 2, exorcist: D}, {night: 3, exorcist: D}]",
                             "[{night: 3, died: B}]", "now: {day: 3}"))
    assert possible(case("[{night: 2, exorcist: D}, {night: 3, exorcist: E}]",
                         "[{night: 3, died: B}]", "now: {day: 3}"))
