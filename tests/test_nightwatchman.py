"""Nightwatchman: "Once per game, at night, choose a player: they learn you are the
Nightwatchman."

Six seats; A is `you`. `{night: N, nightwatchman: Q}` on a non-Nightwatchman
means "Q chose me"; such reports are complete.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[nightwatchman, chef, investigator, slayer, mayor, scarletwoman, poisoner, imp, vortox]"


def case(a_info: str, b_info: str = "[]", hidden: str = "[scarletwoman, imp]",
         b: str = "nightwatchman", c: str = "investigator", events: str = "[]") -> str:
    seats = [f"{{name: A, claim: chef, info: {a_info}}}",
             f"{{name: B, claim: {b}, info: {b_info}}}", f"C:{c}", "D:slayer", "E", "F"]
    return table(SCRIPT, seats, hidden, "4/0/1/1", events)


def test_the_chosen_player_learns_the_nightwatchman():
    """"They learn you are the Nightwatchman": A was shown B, so B is the
    Nightwatchman who chose A; nobody else claiming it could be."""
    text = case("[{night: 1, nightwatchman: B}]", "[{night: 1, nightwatchman: A}]")
    assert possible(text)
    assert not possible(case("[{night: 1, nightwatchman: B}]", b="mayor"))


def test_a_good_chosen_player_always_says_so():
    """Reports are complete: B claims to have chosen the good A, but A (you) saw
    nobody, so B was drunk or poisoned (here: by the Poisoner)."""
    text = case("[]", "[{night: 1, nightwatchman: A}]", "[poisoner, imp]")
    assert possible(text)
    assert not possible(text, ["not poisoned(B, night 1)"])
    assert not possible(case("[]", "[{night: 1, nightwatchman: A}]"))


def test_once_per_game():
    """"Once per game": a good Nightwatchman choosing on two nights is impossible."""
    died = "[{night: 2, died: D}]"
    one = case("[{night: 1, nightwatchman: B}]", "[{night: 1, nightwatchman: A}]", events=died)
    two = case("[{night: 1, nightwatchman: B}]",
               "[{night: 1, nightwatchman: A}, {night: 2, nightwatchman: C}]", events=died)
    assert possible(one)
    assert not possible(two)


def test_under_the_vortox_someone_else_is_shown():
    """The Vortox makes Townsfolk information false: the Nightwatchman C chose A,
    who was shown someone else (B)."""
    assert possible(case("[{night: 1, nightwatchman: B}]", b="mayor", c="nightwatchman",
                         hidden="[scarletwoman, vortox]"))
    assert not possible(case("[{night: 1, nightwatchman: B}]", b="mayor", c="nightwatchman"))
