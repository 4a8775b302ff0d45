"""Wizard: "Once per game, choose to make a wish. If granted, it might have a
price & leave a clue as to its nature."

Five players; you, A, are the Chambermaid; B claims the Soldier and C the
Mayor (neither wakes at night); the evil pair is an Imp (who does not wake on
the first night) and a Wizard or a Scarlet Woman.
"""

from __future__ import annotations

from helpers import case_from, possible, table, worlds

from botc.cli import case_warnings

SCRIPT = "[chambermaid, soldier, mayor, chef, empath, imp, wizard, scarletwoman]"


def case(count: int) -> str:
    a = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {count}]}}]}}"
    return table(SCRIPT, [a, "B:soldier", "C:mayor", "D:chef", "E:empath"],
                 "[imp, wizard, scarletwoman]", "3/0/1/1")


def test_a_wizard_may_or_may_not_have_woken() -> None:
    """One of B and C woke: only a Wizard among them; neither woke: a Wizard B is
    still a world."""
    got = worlds(case(1))
    assert got and all("wizard" in (w[1], w[2]) for w in got)
    assert any(w[1] == "wizard" for w in worlds(case(0)))


def test_the_answer_warns_that_wishes_are_not_modelled() -> None:
    assert any("Wizard" in line for line in case_warnings(case_from(case(0))))
    assert possible(case(0))
