"""Ferryman (Fabled): "On the final day, all dead players regain their vote
token."

Six players with information, an execution and a night death: the same
worlds with the Ferryman in play or not.
"""

from __future__ import annotations

from helpers import table, worlds

SCRIPT = "[ferryman, chef, empath, investigator, undertaker, saint, recluse, imp, poisoner, spy]"
SEATS = ["{name: A, claim: empath, info: [{night: 1, empath: 1}, {night: 2, empath: 1}]}",
         "{name: B, claim: chef, info: [{night: 1, chef: 1}]}", "C:saint",
         "{name: D, claim: undertaker, info: [{night: 2, undertaker: recluse}]}",
         "E:investigator", "F:recluse"]
EVENTS = "[{day: 1, executed: F}, {night: 2, died: C}]"


def case(fabled: str) -> str:
    return table(SCRIPT, SEATS, "[imp, poisoner, spy]", events=EVENTS, tail=f"fabled: {fabled}")


def test_ferryman_changes_no_world() -> None:
    """Vote tokens decide no world: none is removed or added."""
    plain = worlds(case("[]"))
    assert plain
    assert worlds(case("[ferryman]")) == plain
