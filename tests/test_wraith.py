"""Wraith: "You may choose to open your eyes at night. You wake when other evil
players do."

Five players; you, A, are the Chambermaid; B claims the Soldier and C the
Mayor (neither wakes at night), D and E claim the Chef and the Empath; the
evil pair is an Imp (who does not wake on the first night) and a Wraith or a
Scarlet Woman.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[chambermaid, soldier, mayor, chef, empath, imp, wraith, scarletwoman]"


def case(count: int, script: str = SCRIPT) -> str:
    a = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {count}]}}]}}"
    return table(script, [a, "B:soldier", "C:mayor", "D:chef", "E:empath"],
                 "[imp, wraith, scarletwoman]" if "wraith" in script else "[imp, scarletwoman]",
                 "3/0/1/1")


def test_the_wraith_may_have_woken_for_its_ability() -> None:
    """One of B and C woke tonight: only a Wraith among them explains it; without
    the Wraith on the script no world fits."""
    got = worlds(case(1))
    assert got and all("wraith" in (w[1], w[2]) for w in got)
    assert not possible(case(1, SCRIPT.replace("wraith, ", "")))


def test_the_wraith_may_not_have_woken() -> None:
    """Neither B nor C woke: a Wraith B is still a world (its waking is left open)."""
    assert any(w[1] == "wraith" for w in worlds(case(0)))

