"""Hell's Librarian (Fabled): "Something bad might happen to whoever talks when the
Storyteller has asked for silence."

Almanac (seed 000), Examples & Notes: "it is recommended to either make the
penalty that the player dies, that the player loses their ability for a day, or
that the player may not vote for a day"; How to Run: "they are now poisoned, or
mad, or can't vote today". Five seats; Sly is the Slayer, no droisoner on the
script, so only the penalty can stop a Slayer's shot.
"""

from __future__ import annotations

import pytest

from caselang.errors import CaseError
from tests.helpers import case_from, possible, slayer_table


def case(events: str, fabled: str = "[hellslibrarian]") -> str:
    return slayer_table(events, fabled)


def test_a_day_death_by_the_hells_librarian_is_accepted():
    """"the penalty that the player dies": Ann's day death needs no character."""
    assert possible(case("[{day: 1, died: Ann, by: hellslibrarian}]"))
    assert possible(case("[{day: 1, died: Ann}]"))  # no cause given: may be the penalty
    assert not possible(case("[{day: 1, died: Ann}]", fabled="[]"))


def test_dying_by_it_is_no_character_s_death():
    """The Storyteller's penalty is nobody's ability: Tom dying so is still Tom,
    Demon or not (the Scarlet Woman catches a Demon's death with 5 alive)."""
    text = case("[{day: 1, died: Tom, by: hellslibrarian}]")
    assert possible(text, ["is(Tom, imp)"]) and possible(text, ["is(Tom, scarletwoman)"])


def test_a_day_without_ability():
    """"the player loses their ability for a day" ("they are now poisoned"): a
    shot the same day may miss the Demon."""
    shot = "{day: 1, slayer: Sly, target: Tom, died: false}"
    assert not possible(case(f"[{shot}]"), ["is(Tom, imp)"])
    penalty = "{day: 1, hellslibrarian: Sly, lost: ability}"
    assert possible(case(f"[{penalty}, {shot}]"), ["is(Tom, imp)"])
    # "for a day": the penalty ends at dusk, so the same shot on day 2 would kill.
    assert not possible(case(f"[{penalty}, {shot.replace('day: 1', 'day: 2')}]"),
                        ["is(Tom, imp)"])


def test_a_day_without_vote_changes_nothing():
    """"the player may not vote for a day": votes constrain no world here."""
    assert possible(case("[{day: 1, hellslibrarian: Ann, lost: vote}]"))


@pytest.mark.parametrize("event", [
    "{day: 1, hellslibrarian: Ann, lost: sanity}",
    "{day: 1, hellslibrarian: Ann}",
    "{night: 2, hellslibrarian: Ann, lost: ability}",
])
def test_bad_penalties_are_one_line_errors(event):
    from answers.worlds import solve

    with pytest.raises(CaseError, match=r"events\[0\]: expected \{day: N, hellslibrarian"):
        solve(case_from(case(f"[{event}]")))
