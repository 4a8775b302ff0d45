"""Gnome: "All players start knowing a player of your alignment. You may choose
to kill anyone who nominates them." Z is the Gnome; E holds the Imp or the
Scarlet Woman, and one claimant the other."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E}
{name: Z, traveller: gnome, alignment: ALIGN}
"""


def case(events: str, align: str = "good", head: str = "") -> str:
    return game(ROWS.replace("ALIGN", align), events,
                head="hidden: [imp, scarletwoman]\nrules: {hidden_by_holder: true}\n" + head)


def test_a_player_of_your_alignment() -> None:
    """"a player of your alignment": a good Gnome's amigo is good, an evil
    Gnome's evil (no Recluse or Spy here to misregister)."""
    assert sat(case("[{night: 1, gnome: B}]"), ["good(B)"])
    assert not sat(case("[{night: 1, gnome: B}]", "evil"), ["good(B)"])
    assert not sat(case("[{night: 1, gnome: B}]"), ["evil(B)"])
    assert sat(case("[{night: 1, gnome: E}]", "evil"))


def test_kills_a_nominator_of_the_amigo() -> None:
    """"kill anyone who nominates them": C nominated the amigo B and may die by
    the Gnome; D, who nominated someone else, may not."""
    events = ("[{night: 1, gnome: B}, {day: 1, nominated: B, by: C}, "
              "{day: 1, died: C, by: gnome}]")
    assert sat(case(events))
    events = ("[{night: 1, gnome: B}, {day: 1, nominated: A, by: D}, "
              "{day: 1, died: D, by: gnome}]")
    assert not sat(case(events))


def test_anyone_who_nominates_them() -> None:
    """Not once a day: two nominators of the amigo may both die."""
    events = ("[{night: 1, gnome: B}, {day: 1, nominated: B, by: C}, "
              "{day: 1, died: C, by: gnome}, {day: 1, nominated: B, by: D}, "
              "{day: 1, died: D, by: gnome}]")
    assert sat(case(events))


def test_unrecorded_nominations() -> None:
    """With nominations not all recorded, a player with no recorded nomination
    may have nominated the amigo; with `nominations_complete`, not."""
    events = "[{night: 1, gnome: B}, {day: 1, died: C, by: gnome}]"
    assert sat(case(events))
    assert not sat(case(events, head="rules: {nominations_complete: true}"))


def test_a_dead_gnome_kills_nobody() -> None:
    events = ("[{night: 1, gnome: B}, {day: 1, exiled: Z}, {day: 1, nominated: B, by: C}, "
              "{day: 1, died: C, by: gnome}]")
    assert not sat(case(events))
