"""Fiddler (Fabled): "Once per game, the Demon secretly chooses an opposing
player: all players choose which of these 2 players win."

Five players; `you: A` claims the Chef; the evil pair is an Imp and a
Scarlet Woman. B and C are the contest's players on day 1.
"""

from __future__ import annotations

import pytest
from helpers import case_from, table, worlds

from answers.worlds import solve
from caselang.errors import CaseError

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
CONTEST = "{day: 1, fiddler: B, with: C}"


def case(events: str = CONTEST, fabled: str = "[fiddler]") -> str:
    return table(SCRIPT, "A:chef B:empath C:investigator D:washerwoman E:librarian",
                 "[imp, scarletwoman]", "3/0/1/1", f"[{events}]", tail=f"fabled: {fabled}")


def test_one_of_the_two_is_the_demon_and_the_other_opposes_it() -> None:
    """B or C is the Imp, the other good: worlds with the Imp elsewhere, or with
    the Scarlet Woman as the other player, are removed; both orders are kept."""
    plain = worlds(case("", "[]"))
    found = worlds(case())
    assert any("imp" not in w[1:3] for w in plain)
    assert found and all("imp" in w[1:3] and "scarletwoman" not in w[1:3] for w in found)
    assert {w.index("imp") for w in found} == {1, 2}


@pytest.mark.parametrize(("events", "message"), [
    (f"{CONTEST}, {{day: 1, executed: D}}", "no event after the Fiddler's contest"),
    (f"{{day: 2, executed: D}}, {CONTEST}", "no event after the Fiddler's contest"),
    (f"{CONTEST}, {{day: 1, fiddler: D, with: E}}", "no event after"),  # once per game
    ("{day: 1, fiddler: B}", "missing: expected with"),
    ("{day: 1, fiddler: B, with: B}", "the contest's two players"),
])
def test_bad_contests_are_errors(events: str, message: str) -> None:
    with pytest.raises(CaseError, match=message) as e:
        solve(case_from(case(events)))
    assert "\n" not in str(e.value)
