"""Angel (Fabled): "Something bad might happen to whoever is most responsible
for the death of a new player."

The penalty is the Storyteller's judgement, told to the table; the case records
it as the Hell's Librarian's are recorded. Five seats; Sly is the Slayer, no
droisoner on the script, so only a penalty can stop a Slayer's shot.
"""

from __future__ import annotations

from botc.cli import case_warnings
from tests.helpers import case_from, possible, slayer_table


def case(events: str, fabled: str = "[angel]") -> str:
    return slayer_table(events, fabled)


def test_a_day_death_as_the_penalty() -> None:
    """"Something bad": Ann's day death needs no character with the Angel in
    play (recorded by: angel, or with no cause given)."""
    assert possible(case("[{day: 1, died: Ann, by: angel}]"))
    assert possible(case("[{day: 1, died: Ann}]"))
    assert not possible(case("[{day: 1, died: Ann}]", fabled="[]"))


def test_a_day_without_ability() -> None:
    """The player loses their ability until dusk: a shot the same day may miss the
    Demon, not one the next day."""
    shot = "{day: 1, slayer: Sly, target: Tom, died: false}"
    assert not possible(case(f"[{shot}]"), ["is(Tom, imp)"])
    penalty = "{day: 1, angel: Sly, lost: ability}"
    assert possible(case(f"[{penalty}, {shot}]"), ["is(Tom, imp)"])
    assert not possible(case(f"[{penalty}, {shot.replace('day: 1', 'day: 2')}]"),
                        ["is(Tom, imp)"])


def test_the_report_warns_of_penalties_it_does_not_read() -> None:
    assert any("Angel" in line for line in case_warnings(case_from(case("[]"))))
