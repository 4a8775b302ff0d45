"""Zenomancer (Loric): "One or more players each have a goal. When achieved,
that player learns a piece of true info."

Five players; `you: A` claims the Chef; the evil pair is an Imp and a
Scarlet Woman.
"""

from __future__ import annotations

from helpers import quiet_table, table, worlds

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
EVIL = ("imp", "scarletwoman")


def case(a_info: str = "[]", b_info: str = "[]", events: str = "[]") -> str:
    seats = [f"{{name: A, claim: chef, info: {a_info}}}",
             f"{{name: B, claim: empath, info: {b_info}}}",
             "C:investigator", "D:washerwoman", "E:librarian"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "3/0/1/1", events,
                 tail="fabled: [zenomancer]")


def test_the_information_is_true() -> None:
    """You learnt "evil(B)" on night 1: B is evil in every world (some are
    not without it)."""
    assert any(w[1] not in EVIL for w in worlds(case()))
    found = worlds(case('[{night: 1, zenomancer: "evil(B)"}]'))
    assert found and all(w[1] in EVIL for w in found)


def test_it_binds_a_good_player() -> None:
    """B says they learnt that you (the Chef, good) are evil: false, so B is
    evil and lied."""
    found = worlds(case(b_info='[{day: 1, zenomancer: "evil(A)"}]'))
    assert found and all(w[1] in EVIL for w in found)


def test_read_as_its_phase_ended() -> None:
    """"dead(C)" learnt on day 1 after C's execution is true; learnt on
    night 1 it is false (C was alive), so it is a lie: you cannot say it."""
    executed = "[{day: 1, executed: C}]"
    assert worlds(case('[{day: 1, zenomancer: "dead(C)"}]', events=executed))
    assert not worlds(case('[{night: 1, zenomancer: "dead(C)"}]', events=executed))


def test_goals_change_no_world() -> None:
    plain = worlds(quiet_table("zenomancer", "[]"))
    assert plain and worlds(quiet_table("zenomancer", "[zenomancer]")) == plain
