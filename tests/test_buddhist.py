"""Buddhist (Fabled): "For the first 2 minutes of each day, veteran players may
not talk."

Six players with information, an execution and a night death: the same
worlds with the Buddhist in play or not.
"""

from __future__ import annotations

from helpers import table, worlds

SCRIPT = "[buddhist, chef, empath, investigator, undertaker, saint, recluse, imp, poisoner, spy]"
SEATS = ["{name: A, claim: empath, info: [{night: 1, empath: 1}, {night: 2, empath: 1}]}",
         "{name: B, claim: chef, info: [{night: 1, chef: 1}]}", "C:saint",
         "{name: D, claim: undertaker, info: [{night: 2, undertaker: recluse}]}",
         "E:investigator", "F:recluse"]
EVENTS = "[{day: 1, executed: F}, {night: 2, died: C}]"


def case(fabled: str) -> str:
    return table(SCRIPT, SEATS, "[imp, poisoner, spy]", events=EVENTS, tail=f"fabled: {fabled}")


def test_buddhist_changes_no_world() -> None:
    """A table rule about talking: no world is removed or added."""
    plain = worlds(case("[]"))
    assert plain
    assert worlds(case("[buddhist]")) == plain
