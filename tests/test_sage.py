"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players."

Five players; `you: A` is the Sage.
"""

from __future__ import annotations

from pathlib import Path

from helpers import case_from, possible, worlds
from snv_cases import game

from answers.worlds import Enumerator


def text(events: str, info: str = "[{night: 2, sage: [B, C]}]") -> str:
    return game(("sage", info), "noble", "knight", "steward", "chef",
                hidden="[imp, scarletwoman]", events=events)


def test_killed_by_the_demon() -> None:
    """Killed on night 2 (only the Imp kills here): the Imp is B or C."""
    got = worlds(text("[{night: 2, died: A}]"))
    assert {w.index("imp") for w in got} == {1, 2}


def test_not_woken_by_other_deaths() -> None:
    """Executed, the Sage learns nothing that night."""
    assert not possible(text("[{day: 1, executed: A}]"))
    assert possible(text("[{day: 1, executed: A}]", "[]"))


def test_the_killer_after_a_barber_swap() -> None:
    """"The Demon may choose themself to swap" (Barber): the Fang Gu killed the
    Sage, then swapped characters with the Sweetheart before the Sage woke.
    Shown the killer (now the Sweetheart) and the Oracle, the Sage's
    information is true of "the Demon [that] kills you" (a simulated game)."""
    case = Path(__file__).parents[1] / "cases/sim/snv-s4242-g0006-sage-after-barber-swap.yaml"
    e = Enumerator(case_from(case.read_text()))
    world = ("fanggu", "oracle", "mathematician", "sweetheart", "sage", "towncrier",
             "barber", "cerenovus")
    assert e.check(*[e.w.start[i][c] for i, c in enumerate(world)])
