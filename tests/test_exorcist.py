"""Exorcist: "Each night*, choose a player (different to last night): the Demon, if
chosen, learns who you are then doesn't wake tonight."

Six seats; A is `you`, the Exorcist; the Imp must attack a living player here.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[exorcist, chef, investigator, slayer, mayor, washerwoman, scarletwoman, imp]"


def case(info: str, events: str = "[]", now: str = "now: {day: 2}") -> str:
    seats = [f"{{name: A, claim: exorcist, info: {info}}}", "B:chef", "C:investigator", "D", "E",
             "F:washerwoman"]
    return table(SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1", events,
                 "you: A\nrules: {demon_attacks_dead: false}", now)


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


def revived_exorcist(events: str) -> str:
    """You, the Exorcist A, choose B on nights 2 and 3; the Professor P says they
    brought A back on night 2."""
    seats = ["{name: A, claim: exorcist, info: [{night: 2, exorcist: B}, {night: 3, exorcist: B}]}",
             "B:chef", "{name: P, claim: professor, info: [{night: 2, professor: A}]}",
             "C:investigator", "D", "E"]
    return table("[exorcist, professor, chef, investigator, slayer, washerwoman, scarletwoman,"
                 " imp]", seats, "[scarletwoman, imp]", "4/0/1/1", events, "you: A",
                 "now: {day: 3}")


def test_a_resurrected_exorcist_may_choose_the_same_player():
    """Professor: "The resurrected player regains their ability, even a 'once per
    game' ability they used already": killed on night 2 after choosing B and
    brought back, A has the ability anew and may choose B again on night 3.
    Simulated bmr game s71046/30 lost its world to "different to last night"."""
    back = "[{night: 2, died: A}, {night: 2, revived: A}, {night: 3, died: C}]"
    assert possible(revived_exorcist(back), ["good(P)", "is(P, professor)"])
    assert not possible(revived_exorcist("[{night: 2, died: C}, {night: 3, died: P}]"))
