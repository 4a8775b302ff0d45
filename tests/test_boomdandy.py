"""Boomdandy: "If you are executed, all but 3 players die. After a 10 to 1
countdown, the player with the most players pointing at them, dies."

Six players; you, A, are the Chef; B-F claim the Investigator, Empath,
Soldier, Mayor and Butler; the evil pair is an Imp and a Boomdandy or a
Scarlet Woman. B is executed on day 1.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = ("[chef, investigator, empath, soldier, mayor, butler, imp, boomdandy, "
          "scarletwoman]")
ENDED = "rules: {game_ended: true}"


def case(deaths: str = "", script: str = SCRIPT, tail: str = "") -> str:
    died = "".join(f", {{day: 1, died: {p}}}" for p in deaths.split())
    hidden = "[imp, boomdandy, scarletwoman]" if "boomdandy" in script else \
        "[imp, scarletwoman]"
    return table(script, ["A:chef", "B:investigator", "C:empath", "D:soldier", "E:mayor",
                          "F:butler"], hidden, "3/1/1/1",
                 f"[{{day: 1, executed: B}}{died}]", tail=tail)


def test_all_but_three_die() -> None:
    """After B's execution five live; C and D die: only a Boomdandy B explains it
    (every world has B the Boomdandy); without it on the script, no world."""
    got = worlds(case("C D"))
    assert got and all(w[1] == "boomdandy" for w in got)
    assert not possible(case("C D", SCRIPT.replace("boomdandy, ", "")))


def test_no_blast_means_no_working_boomdandy() -> None:
    """B executed and nobody else died: B is not the Boomdandy; one death is too
    few (all but 3 of the five living must die)."""
    got = worlds(case())
    assert got and all(w[1] != "boomdandy" for w in got)
    assert not possible(case("C"))


def test_the_storyteller_picks_the_three() -> None:
    """C and D die, or E and F: either pair is a world (the Storyteller's pick)."""
    assert possible(case("C D")) and possible(case("E F"))


def test_the_countdown_kills_at_most_one() -> None:
    """After the blast one more player dies (the countdown) and the game ends
    with two alive; a second death after it is no world."""
    assert possible(case("C D E", tail=ENDED))
    assert not possible(case("C D E F", tail=ENDED))
