"""Knaves (Loric): "There are 2 Storytellers: one lies & one tells the truth.
Once per game, at dusk, they might switch."

Seven players; `you: A` claims the Empath (neighbours B and G, who stay
alive); the evil pair is an Imp and a Scarlet Woman (no droisoning Minion).
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = ("[empath, chef, investigator, washerwoman, librarian, undertaker, monk, imp, "
          "scarletwoman]")
DEATHS = "[{night: 2, died: D}, {night: 3, died: E}, {night: 4, died: F}]"


def case(empath: str, fabled: str = "[knaves]", events: str = DEATHS) -> str:
    seats = [f"{{name: A, claim: empath, info: {empath}}}", "B:chef", "C:investigator",
             "D:washerwoman", "E:librarian", "F:undertaker", "G:monk"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "5/0/1/1", events,
                 tail=f"fabled: {fabled}")


TWICE_WRONG = ("[{night: 1, empath: 0}, {night: 2, empath: 2}, {night: 3, empath: 0}, "
               "{night: 4, empath: 2}]")


def test_any_information_may_be_the_liars() -> None:
    """0, 2, 0, 2 needs two wrong answers (B and G good, then evil, twice): no
    world without the Knaves; with them, the liar may have told either."""
    assert not possible(case(TWICE_WRONG, fabled="[]"))
    assert possible(case(TWICE_WRONG))


def test_public_events_still_hold() -> None:
    """Deaths are the game, not information: nothing on this script kills on
    night 1, with the Knaves in play or not."""
    assert possible(case("[]", events="[{night: 2, died: B}]"))
    assert not possible(case("[]", events="[{night: 1, died: B}]"))
