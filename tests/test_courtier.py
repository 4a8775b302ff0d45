"""Courtier: "Once per game, at night, choose a character: they are drunk for 3
nights & 3 days."

Six seats; A is `you`, the Courtier; the Imp must attack a living player, so
a quiet night needs a reason.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[courtier, chef, investigator, slayer, mayor, washerwoman, scarletwoman, imp]"


def case(info: str, now: str) -> str:
    seats = [f"{{name: A, claim: courtier, info: {info}}}", "B:chef", "C:investigator", "D", "E",
             "F:washerwoman"]
    return table(SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1",
                 "[{day: 1, executed: B}, {day: 2, executed: C}]",
                 "you: A\nrules: {demon_attacks_dead: false}", f"now: {now}")


def test_the_drunk_imp_kills_nobody_for_three_nights():
    """"If the Courtier chose the Demon, then the Demon is drunk for three nights
    ... and kills no one": chosen on night 1, the Imp kills nobody on nights 2
    and 3, but kills again on night 4."""
    imp = "[{night: 1, courtier: imp}]"
    assert possible(case(imp, "{day: 3}"))
    assert not possible(case(imp, "{day: 4}"))
    assert not possible(case("[{night: 1, courtier: scarletwoman}]", "{day: 2}"))


def test_once_per_game():
    """"Once per game": a second choice is no real Courtier's."""
    assert not possible(case("[{night: 1, courtier: imp}, {night: 2, courtier: imp}]",
                             "{day: 2}"))



def revived(info: str) -> str:
    """The Courtier A, executed on day 1, is brought back on night 2 by the
    Professor B."""
    script = "[courtier, professor, chef, investigator, mayor, washerwoman, scarletwoman, imp]"
    seats = [f"{{name: A, claim: courtier, info: {info}}}",
             "{name: B, claim: professor, info: [{night: 2, professor: A}]}",
             "C:investigator", "D", "E", "F:washerwoman"]
    return table(script, seats, "[scarletwoman, imp]", "4/0/1/1",
                 "[{day: 1, executed: A}, {night: 2, revived: A}, {night: 2, died: C}, "
                 "{night: 3, died: F}]", "you: A", "now: {day: 3}")


def test_a_courtier_brought_back_may_choose_again():
    """Professor: "The resurrected player regains their ability, even a 'once
    per game' ability they used already." The Courtier A chose on night 1, was
    executed on day 1 and brought back on night 2: A may choose again on night
    3 (on the old code the night-1 choice had used it up for good)."""
    assert possible(revived("[{night: 1, courtier: chef}, {night: 3, courtier: chef}]"))
