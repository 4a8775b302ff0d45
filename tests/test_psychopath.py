"""Psychopath: "Each day, before nominations, you may publicly choose a player:
they die. If executed, you only die if you lose roshambo."

Five players; you, A, claim the Chef; B-E claim Townsfolk; the evil pair is
an Imp and a Psychopath or a Scarlet Woman.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, psychopath, scarletwoman]"


def case(events: str) -> str:
    return table(SCRIPT, ["A:chef", "B:empath", "C:investigator", "D:washerwoman",
                          "E:librarian"], "[imp, psychopath, scarletwoman]", "3/0/1/1", events)


def choice(q: str, p: str, died: str) -> str:
    return f"{{day: 1, psychopath: {q}, target: {p}, died: {died}}}"


def test_the_chosen_player_dies() -> None:
    """B publicly chose C, who died: B is the Psychopath in every world."""
    got = worlds(case(f"[{choice('B', 'C', 'yes')}]"))
    assert got and all(w[1] == "psychopath" for w in got)


def test_a_choice_that_kills_nobody_is_no_working_psychopath() -> None:
    """B chose C and C lived: B is not the Psychopath (nothing here saves C)."""
    got = worlds(case(f"[{choice('B', 'C', 'no')}]"))
    assert got and all(w[1] != "psychopath" for w in got)


def test_one_choice_a_day() -> None:
    """A second choice the same day kills nobody."""
    assert not possible(case(f"[{choice('B', 'C', 'yes')}, {choice('B', 'D', 'yes')}]"))


def test_executed_it_may_win_roshambo() -> None:
    """B executed and did not die: only a Psychopath who won roshambo; executed and
    died, B may still be the Psychopath (it lost)."""
    alive = worlds(case("[{day: 1, executed: B, died: false}]"))
    assert alive and all(w[1] == "psychopath" for w in alive)
    assert any(w[1] == "psychopath" for w in worlds(case("[{day: 1, executed: B}]")))
