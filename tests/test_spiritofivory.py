"""Spirit of Ivory (Fabled): "There can't be more than 1 extra evil player."

Five players on night 1: A claims the Ogre (an Outsider) (who takes the alignment of the
player they choose), B the Goon (who takes the alignment of the first player
to choose them); the evil pair, a Poisoner and an Imp, is among C, D, E.
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = "[ogre, goon, chef, empath, investigator, poisoner, imp]"


def case(fabled: str = "[spiritofivory]") -> str:
    return table(SCRIPT, "A:ogre B:goon C:chef D E", "[poisoner, imp]", "1/2/1/1",
                 head="", tail=f"fabled: {fabled}\nnow: {{night: 1}}")


def test_one_extra_evil_player() -> None:
    """The Ogre choosing an evil player, or the Poisoner choosing the Goon,
    makes one extra evil player: allowed."""
    assert possible(case(), ["evil(A, night 1)"])
    assert possible(case(), ["evil(B, night 1)"])


def test_not_two_extra() -> None:
    """Both at once would be two extra evil players: without the Spirit of
    Ivory possible, with it not (one of them stays good)."""
    assert possible(case("[]"), ["evil(A, night 1) and evil(B, night 1)"])
    assert not possible(case(), ["evil(A, night 1) and evil(B, night 1)"])

