"""Tor (Loric): "Players don't know their character or alignment. They learn
them when they die."

Five players, all claiming Townsfolk with information that cannot all be
true; the evil pair is an Imp and a Scarlet Woman.
"""

from __future__ import annotations

import pytest
from helpers import case_from, possible, table, worlds

from answers.worlds import solve
from caselang.errors import CaseError

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
SEATS = ["{name: A, claim: chef, info: [{night: 1, chef: 2}]}", "B:empath",
         "C:investigator", "D:washerwoman", "E:librarian"]


def case(fabled: str = "[tor]", events: str = "[]", head: str = "") -> str:
    return table(SCRIPT, SEATS, "[imp, scarletwoman]", "3/0/1/1", events, head=head,
                 tail=f"fabled: {fabled}")


def test_no_claim_or_report_binds() -> None:
    """Chef 2 (two pairs of evil neighbours) needs three evil players: without
    the Tor A is evil; with it A may be the good Chef who guessed wrong, and
    B may be the Imp although B claims the Empath."""
    assert all(w[0] in ("imp", "scarletwoman") for w in worlds(case("[]")))
    found = worlds(case())
    assert any(w[0] == "chef" for w in found)
    assert any(w[1] == "imp" for w in found)


def test_public_events_still_hold() -> None:
    """Nothing on the script kills on night 1, Tor or not."""
    assert not possible(case(events="[{night: 1, died: B}]"))


def test_you_is_an_error() -> None:
    with pytest.raises(CaseError, match="expected no `you` with the Tor") as e:
        solve(case_from(case(head="you: A")))
    assert "\n" not in str(e.value)
