"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

Five players; B claims the Plague Doctor; the evil pair is an Imp and a
Poisoner or a Scarlet Woman.
"""

from __future__ import annotations

from helpers import case_from, possible, table, worlds

from botc.cli import case_warnings

SCRIPT = "[plaguedoctor, chef, empath, investigator, washerwoman, saint, imp, poisoner]"


def case(counts: str = "2/1/1/1", events: str = "[]") -> str:
    return table(SCRIPT, ["A:chef", "B:plaguedoctor", "C:empath", "D:investigator",
                          "E:washerwoman"], "[imp, poisoner]", counts, events)


def test_an_outsider_like_any_other() -> None:
    """It fills the Outsider's place: with no Outsider in the counts nobody holds
    it (B, who claims it, is evil)."""
    assert any(w[1] == "plaguedoctor" for w in worlds(case()))
    none = worlds(case("3/0/1/1"))
    assert none and all("plaguedoctor" not in w for w in none)


def test_its_death_changes_nothing_the_solver_reads_but_is_warned_of() -> None:
    """B executed: the game goes on as before (the Imp lives); the answer warns
    that the Storyteller's Minion ability is not modelled."""
    assert possible(case(events="[{day: 1, executed: B}]"))
    assert any("Plague Doctor" in line for line in case_warnings(case_from(case())))
