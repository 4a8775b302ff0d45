"""Toymaker (Fabled): "The Demon may choose not to attack & must do this at
least once per game. Evil players get normal starting info."

Five players; `you: A` claims the Chef; nobody dies on night 2.
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
SEATS = "A:chef B:empath C:investigator D:washerwoman E:librarian"


def case(fabled: str, events: str) -> str:
    return table(SCRIPT, SEATS, "[imp, scarletwoman]", "3/0/1/1", events,
                 tail=f"fabled: {fabled}")


def test_the_demon_may_not_attack() -> None:
    """Night 2 with no death and nobody dead yet: the Imp must have killed someone
    (no Monk, no Soldier), unless the Toymaker lets it not attack."""
    quiet = "[{day: 2, executed: B}]"
    assert not possible(case("[]", quiet))
    assert possible(case("[toymaker]", quiet))


def test_not_required_within_the_case() -> None:
    """"At least once per game": a case where the Demon attacked every night
    so far is still possible (the game goes on)."""
    assert possible(case("[toymaker]", "[{night: 2, died: B}, {night: 3, died: C}]"))
