"""Official jinxes of registration and information (group G2 of
tests/test_jinxes.py): each test is a small case whose worlds the jinx keeps
or removes, drawn from the jinx's text."""

from __future__ import annotations

from tests.helpers import possible, table

LEGION = ("[chef, empath, soldier, monk, politician, zealot, magician, recluse, scarletwoman, "
          "imp, legion]")


def legion_vote(b: str, events: str) -> bool:
    """Five players: A the Chef (you), B is `b`, C, D and E are Legion."""
    case = table(LEGION, ["A:chef", f"B:{b}", "C", "D", "E"], "[legion]", events=events)
    return possible(case, [f"is(B, {b})", "is(C, legion)", "is(D, legion)", "is(E, legion)"])


FAILED = "[{day: 1, executed: C, died: false, voters: [B, D]}]"
KILLED = "[{day: 1, executed: C, voters: [B, D]}]"


def test_the_politician_might_register_as_evil_to_legion() -> None:
    """Jinx: "The Politician might register as evil to Legion." The good
    Politician B and the Legion D voted: the execution may fail (only evil
    voted, as registered) or kill; a good Empath's vote always kills."""
    assert legion_vote("politician", FAILED)
    assert legion_vote("politician", KILLED)
    assert not legion_vote("empath", FAILED)


def test_the_zealot_might_register_as_evil_to_legion() -> None:
    """Jinx: "The Zealot might register as evil to Legion.\""""
    assert legion_vote("zealot", FAILED)
    assert legion_vote("zealot", KILLED)


def test_the_magician_might_register_as_evil_with_legion() -> None:
    """Jinx: "The Magician wakes with Legion and might register as evil." To
    the Legion's vote too."""
    assert legion_vote("magician", FAILED)
    assert legion_vote("magician", KILLED)
