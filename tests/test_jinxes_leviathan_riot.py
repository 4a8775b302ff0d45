"""Official jinxes of the Leviathan and the Riot (group G4 of issue 33), each
checked on a small case drawn from its text: a world the plain texts rule out
that the jinx keeps, or the reverse.
"""

from __future__ import annotations

from helpers import possible, table, worlds

KING_SEATS = ["{name: A, claim: king, info: [{night: 2, king: chef}]}", "B:chef", "C:empath",
              "D:investigator", "E:washerwoman", "F:saint"]
KING_DEATHS = "[{day: 1, executed: D}]"


def king_case(demon: str) -> str:
    script = f"[king, chef, empath, investigator, washerwoman, saint, poisoner, {demon}]"
    return table(script, KING_SEATS, f"[{demon}, poisoner]", "4/1/0/1", KING_DEATHS)


def test_king_learns_with_one_dead_under_the_leviathan() -> None:
    """King jinx: "If the Leviathan is in play, and at least 1 player is dead, the
    King learns an alive character each night": one of six dead on night 2 and
    the King shown the living Chef. Under an Imp the dead do not equal the
    living, so he learns nothing."""
    assert not possible(king_case("imp"))
    assert possible(king_case("leviathan"))
    assert possible(king_case("riot"))


def test_king_jinx_needs_the_demon_in_play() -> None:
    """With both the Imp and the Leviathan on the script, the King's night-2
    report puts the Leviathan in play in every world."""
    script = "[king, chef, empath, investigator, washerwoman, saint, poisoner, imp, leviathan]"
    case = table(script, KING_SEATS, "[imp, leviathan, poisoner]", "4/1/0/1", KING_DEATHS)
    found = worlds(case)
    assert found and all("leviathan" in w for w in found)


def test_king_jinx_needs_a_death() -> None:
    """Nobody dead on night 2: the King learns nothing, Leviathan or not."""
    case = king_case("leviathan").replace(KING_DEATHS, "[{day: 1, nominated: D, by: B}]")
    assert not possible(case)
