"""Fool: "The first time you die, you don't."

Six seats; A is `you`, the Fool. By default there is no Minion (nothing can
droison the Fool) and the Imp is F.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[fool, chef, investigator, slayer, washerwoman, monk, poisoner, imp]"


def case(events: str, poisoner: bool = False) -> str:
    minion = 1 if poisoner else 0
    e = "{name: E}" if poisoner else "{name: E, claim: washerwoman}"
    return f"""
    script: {SCRIPT}
    you: A
    hidden: [poisoner, imp]
    counts: {{townsfolk: {5 - minion}, outsider: 0, minion: {minion}, demon: 1}}
    players:
      - {{name: A, claim: fool}}
      - {{name: B, claim: chef}}
      - {{name: C, claim: investigator}}
      - {{name: D, claim: slayer}}
      - {e}
      - {{name: F}}
    events: {events}
    """


def test_the_first_execution_does_not_kill():
    """The Fool executed on day 1 remains alive; executed again, they die."""
    assert possible(case("[{day: 1, executed: A, died: false}]"))
    assert possible(case("[{day: 1, executed: A, died: false}, {night: 2, died: B},"
                         " {day: 2, executed: A}]"))
    assert not possible(case("[{day: 1, executed: A, died: false}, {night: 2, died: B},"
                             " {day: 2, executed: A, died: false}]"))


def test_a_sober_fool_cannot_die_the_first_time():
    """A Fool whose ability is unused cannot die on day 1, nor on night 2."""
    assert not possible(case("[{day: 1, executed: A}]"))
    assert not possible(case("[{night: 2, died: A}]"))
    assert possible(case("[{night: 2, died: B}]"))


def test_the_demon_attack_uses_the_ability():
    """Night 2 with no death: the Imp attacked the Fool (or a dead player). Then
    the Fool can die on night 3; without such a night they cannot."""
    assert possible(case("[{day: 1, executed: B}, {night: 3, died: A}]"))
    assert not possible(case("[{day: 1, executed: B}, {night: 2, died: C},"
                             " {night: 3, died: A}]"))


def test_the_poisoned_fool_dies():
    """With a Poisoner in play the Fool may be poisoned and die when executed."""
    assert possible(case("[{day: 1, executed: A}]", poisoner=True))
    assert not possible(case("[{day: 1, executed: A}]"))


def test_the_assassin_kills_the_fool():
    """The Assassin's kill gets through: on night 2 the Imp kills B and the
    Assassin the Fool, whose ability is unused."""
    text = """
    script: [fool, chef, investigator, slayer, washerwoman, assassin, imp]
    you: A
    hidden: [assassin, imp]
    counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
    players:
      - {name: A, claim: fool}
      - {name: B, claim: chef}
      - {name: C, claim: investigator}
      - {name: D, claim: slayer}
      - {name: E}
      - {name: F}
    events: [{night: 2, died: A}, {night: 2, died: B}]
    """
    assert possible(text)
    # Without the Assassin nothing else kills that night, and the Imp kills once.
    no_assassin = (text.replace("[assassin, imp]", "[imp]")
                   .replace("townsfolk: 4, outsider: 0, minion: 1",
                            "townsfolk: 5, outsider: 0, minion: 0")
                   .replace("{name: E}", "{name: E, claim: washerwoman}"))
    assert not possible(no_assassin)


def revived_case(day3: str) -> str:
    """The Fool survives day 1, dies on day 2, the Professor D brings them back
    on night 3, and they are executed again on day 3."""
    events = ("[{day: 1, executed: A, died: false}, {night: 2, died: B}, {day: 2, executed: A},"
              f" {{night: 3, revived: A}}, {day3}]")
    return f"""
    script: [fool, chef, investigator, professor, washerwoman, imp]
    you: A
    hidden: [imp]
    counts: {{townsfolk: 5, outsider: 0, minion: 0, demon: 1}}
    players:
      - {{name: A, claim: fool}}
      - {{name: B, claim: chef}}
      - {{name: C, claim: investigator}}
      - {{name: D, claim: professor, info: [{{night: 3, professor: A}}]}}
      - {{name: E, claim: washerwoman}}
      - {{name: F}}
    events: {events}
    """


def test_a_fool_brought_back_may_have_the_ability_again():
    """Professor: the revived player "regains their ability, even a once per
    game ability they used already"; whether "the first time you die" comes
    again is not written: the Fool may survive the next execution, or not."""
    assert possible(revived_case("{day: 3, executed: A, died: false}"))
    assert possible(revived_case("{day: 3, executed: A}"))
