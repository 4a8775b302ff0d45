"""Deus ex Fiasco (Fabled): "At least once per game, the Storyteller will make a
mistake, correct it, and publicly admit to it."

Six players with information, an execution and a night death: the same
worlds with the Deus ex Fiasco in play or not (the case holds the game as
corrected), and the report warns how to record the mistake.
"""

from __future__ import annotations

from helpers import case_from, quiet_table, worlds

from botc.cli import case_warnings


def case(fabled: str) -> str:
    return quiet_table("deusexfiasco", fabled)


def test_deusexfiasco_changes_no_world() -> None:
    """The case holds the corrected game: no world is removed or added."""
    plain = worlds(case("[]"))
    assert plain
    assert worlds(case("[deusexfiasco]")) == plain


def test_the_report_warns_how_to_record_the_mistake() -> None:
    """`botc solve` prints the Fabled's warning: the case is read as corrected."""
    warned = case_warnings(case_from(case("[deusexfiasco]")))
    assert any("Deus ex Fiasco" in line for line in warned)
    assert case_warnings(case_from(case("[]"))) == []
