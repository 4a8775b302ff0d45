"""Knight: "You start knowing 2 players that are not the Demon."

Five players; `you: A` is the Knight, shown B and C.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

TEXT = game(("knight", "[{night: 1, knight: [B, C]}]"), "noble", "steward", "shugenja",
            "chef", hidden="[imp, scarletwoman]")


def test_neither_is_the_demon() -> None:
    """The Demon is D or E; the Minion may be anyone else."""
    got = worlds(TEXT)
    assert {w.index("imp") for w in got} == {3, 4}
    assert len(got) == 6


def test_a_minion_may_be_shown() -> None:
    """Only the Demon is excluded: a shown player may be a Minion."""
    assert possible(TEXT, ["is(B, scarletwoman)"])
    assert not possible(TEXT, ["is(B, imp)"])
