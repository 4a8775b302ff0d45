"""Buddhist (Fabled): "For the first 2 minutes of each day, veteran players may
not talk."

Six players with information, an execution and a night death: the same
worlds with the Buddhist in play or not.
"""

from __future__ import annotations

from helpers import quiet_table, worlds


def case(fabled: str) -> str:
    return quiet_table("buddhist", fabled)


def test_buddhist_changes_no_world() -> None:
    """A table rule about talking: no world is removed or added."""
    plain = worlds(case("[]"))
    assert plain
    assert worlds(case("[buddhist]")) == plain
