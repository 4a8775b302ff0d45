"""Acrobat: "Each night*, choose a player: if they are or become drunk or poisoned
tonight, you die."

Six seats (one Outsider, the Drunk); A is `you`, the Acrobat. The Imp kills one player a night, so
two deaths on night 2 (A and B) mean the Acrobat died by their own ability.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[acrobat, chef, investigator, slayer, mayor, saint, drunk, scarletwoman, poisoner, imp]"


def case(chose: str, events: str = "", hidden: str = "[scarletwoman, imp, drunk]",
         counts: str = "") -> str:
    seats = [f"{{name: A, claim: acrobat, info: [{{night: 2, acrobat: {chose}}}]}}", "B:mayor",
             "C:chef", "D:investigator", "E", "F"]
    return table(SCRIPT, seats, hidden, counts, f"[{{day: 1, executed: C}}{events}]",
                 tail="now: {day: 2}")


def test_choosing_the_drunk_kills_the_acrobat():
    """"If the Acrobat chooses the Drunk, the Acrobat dies": the Acrobat who chose
    D and died learnt D is the Drunk; living, D is not."""
    died = worlds(case("D", ", {night: 2, died: A}, {night: 2, died: B}"))
    assert died and all(w[3] == "drunk" for w in died)
    lived = worlds(case("D"))
    assert lived and all(w[3] != "drunk" for w in lived)


def test_a_poisoned_choice_kills_too():
    """A player poisoned tonight (by the Poisoner, before the Acrobat) counts."""
    two = ", {night: 2, died: A}, {night: 2, died: B}"
    no_outsider = "4/0/1/1"
    assert possible(case("D", two, "[poisoner, imp]", no_outsider))
    assert not possible(case("D", two, "[scarletwoman, imp]", no_outsider))


def test_a_choice_poisoned_later_that_night_kills_too():
    """"if they are or become drunk or poisoned tonight, you die." The Pukka acts
    after the Acrobat: night 2's deaths are the Acrobat (`you`) and Cat, whom the
    Pukka poisoned on night 1. Bob, the Acrobat's choice, was not poisoned at
    its step (the Pukka's night-1 poison was on Cat), so only the Pukka's
    choice of Bob later on night 2 kills the Acrobat."""
    text = """
    script: [acrobat, chef, empath, investigator, washerwoman, pukka]
    you: Acro
    hidden: [pukka]
    counts: {townsfolk: 5, outsider: 0, minion: 0, demon: 1}
    players:
      - {name: Acro, claim: acrobat, info: [{night: 2, acrobat: Bob}]}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}
      - {name: Wes, claim: washerwoman}
      - {name: Eve}
    events: [%s]
    now: {day: 2}
    """
    both = text % "{night: 2, died: Acro}, {night: 2, died: Cat}"
    assert possible(both)
    # Near miss: the Acrobat lives, so the Pukka did not choose Bob on night 2.
    assert possible(text % "{night: 2, died: Cat}")


def test_an_acrobat_revived_tonight_need_not_die_again():
    """Professor: "The resurrected player regains their ability"; Acrobat: "if they
    are or become drunk or poisoned tonight, you die." The Acrobat chose Dan, the
    Drunk, and died of it; the Professor, acting later that night, brought it
    back. Whether the "you die" already dealt is dealt again by dawn the texts do
    not say, so the Acrobat alive at dawn is a world (random-script game s9500/32
    lost it: the Acrobat was killed again at the night's end)."""
    text = """
    script: [acrobat, professor, chef, empath, investigator, drunk, imp]
    hidden: [drunk, imp]
    counts: {townsfolk: 4, outsider: 1, minion: 0, demon: 1}
    players:
      - {name: Acro, claim: acrobat, info: [{night: 2, acrobat: Dan}]}
      - {name: Pro, claim: professor, info: [{night: 2, professor: Acro}]}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}
      - {name: Eve}
    events: [{night: 2, died: Acro}, {night: 2, died: Cat}, {night: 2, revived: Acro}]
    now: {day: 3}
    """
    back = worlds(text)
    # Two deaths, one the Imp's: the Acrobat died of its ability, so Dan is the Drunk.
    assert back and all(w[4] == "drunk" for w in back)
    # Near miss: without the Acrobat's death only the Imp's kill is left, and the
    # Acrobat who chose the Drunk would have died.
    assert not possible(text.replace("{night: 2, died: Acro}, ", "")
                        .replace(", {night: 2, revived: Acro}", ""),
                        assume=["is(Dan, drunk)"])
