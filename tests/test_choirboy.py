"""Choirboy: "If the Demon kills the King, you learn which player is the Demon.
[+the King]"

Five players; `you: A` is the Choirboy; B claims the King unless a test says
otherwise, C-E claim Townsfolk; the evil pair is an Imp and a Scarlet Woman.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, worlds

SCRIPT = "[choirboy, king, chef, empath, investigator, washerwoman, imp, scarletwoman]"
CLAIMS = ("king", "chef", "empath", "washerwoman")


def case(infos: str, events: str = "[]", claims: tuple[str, ...] = CLAIMS) -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: choirboy, info: {infos}}}", claims,
                      "[imp, scarletwoman]", base_counts(0), events)


def test_the_king_is_in_play() -> None:
    """"[+the King]": with the Choirboy in play the King is too, so with nobody
    claiming the King (good players' claims are true) no world is left; with B
    claiming it, B is the King in every world."""
    assert not possible(case("[]", claims=("chef", "empath", "investigator", "washerwoman")))
    got = worlds(case("[]"))
    assert got and all(w[1] == "king" for w in got)


def test_learns_the_demon_when_the_demon_kills_the_king() -> None:
    """The King B died on night 2 (only the Imp kills): the Choirboy is shown D,
    so D is the Imp."""
    got = worlds(case("[{night: 2, choirboy: D}]", "[{night: 2, died: B}]"))
    assert got == {("choirboy", "king", "scarletwoman", "imp", "washerwoman"),
                   ("choirboy", "king", "chef", "imp", "scarletwoman")}


def test_nothing_when_the_king_is_executed() -> None:
    """The King executed is not killed by the Demon: no Choirboy wake that night."""
    events = "[{day: 1, executed: B}, {night: 2, died: C}]"
    assert possible(case("[]", events))
    assert not possible(case("[{night: 2, choirboy: D}]", events))


def test_nothing_when_another_player_is_killed() -> None:
    """The Demon killed C, not the King: the Choirboy learns nothing."""
    assert possible(case("[]", "[{night: 2, died: C}]"))
    assert not possible(case("[{night: 2, choirboy: D}]", "[{night: 2, died: C}]"))
