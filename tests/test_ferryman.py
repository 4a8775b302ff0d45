"""Ferryman (Fabled): "On the final day, all dead players regain their vote
token."

Six players with information, an execution and a night death: the same
worlds with the Ferryman in play or not.
"""

from __future__ import annotations

from helpers import quiet_table, worlds


def case(fabled: str) -> str:
    return quiet_table("ferryman", fabled)


def test_ferryman_changes_no_world() -> None:
    """Vote tokens decide no world: none is removed or added."""
    plain = worlds(case("[]"))
    assert plain
    assert worlds(case("[ferryman]")) == plain
