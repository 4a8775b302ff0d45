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


CANNIBAL_SCRIPT = "[nightwatchman, cannibal, chef, investigator, slayer, mayor, scarletwoman, imp]"


def cannibal_case(c_info: str) -> str:
    """B, the Nightwatchman, used the ability on night 1 (on A) and was executed
    on day 1; E claims the Cannibal; C reports being chosen on night 2."""
    seats = ["{name: A, claim: chef, info: [{night: 1, nightwatchman: B}]}",
             "{name: B, claim: nightwatchman, info: [{night: 1, nightwatchman: A}]}",
             f"{{name: C, claim: investigator, info: {c_info}}}", "D:slayer",
             "{name: E, claim: cannibal}", "F"]
    return table(CANNIBAL_SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1",
                 "[{day: 1, executed: B}, {night: 2, died: D}]", "", "now: {day: 2}")


def test_a_cannibal_uses_an_eaten_nightwatchmans_ability_once_of_its_own():
    """Cannibal: "The Cannibal now has this good player's ability" (nothing says
    only if unused): having eaten B, the Nightwatchman who had used the ability,
    the good Cannibal E may choose C on night 2, and C learns E is the
    Nightwatchman. Before, the use was shared with B, and this world was lost."""
    text = cannibal_case("[{night: 2, nightwatchman: E}]")
    assert possible(text, ["is(E, cannibal)", "good(C)", "is(B, nightwatchman)"])


def test_a_cannibals_nightwatchman_is_once_per_game_too():
    """"Once per game" holds for the Cannibal's own use: shown E on night 2 and
    again (to A) on night 3 is impossible for a good, sober E."""
    seats = ["{name: A, claim: chef, info: [{night: 1, nightwatchman: B}, "
             "{night: 3, nightwatchman: E}]}",
             "{name: B, claim: nightwatchman, info: [{night: 1, nightwatchman: A}]}",
             "{name: C, claim: investigator, info: [{night: 2, nightwatchman: E}]}",
             "D:slayer", "{name: E, claim: cannibal}", "F"]
    events = "[{day: 1, executed: B}, {night: 2, died: D}, {night: 3, died: F}]"
    text = table(CANNIBAL_SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1", events, "",
                 "now: {day: 3}")
    assert not possible(text, ["is(E, cannibal)", "good(A)", "good(C)", "good(E)",
                               "is(B, nightwatchman)"])
