"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead."

Six players; `you: A` claims the Chef; the evil pair is an Imp and a Poisoner.
"""

from __future__ import annotations

from helpers import table, worlds

SCRIPT = "[chef, empath, investigator, washerwoman, heretic, saint, imp, poisoner]"


def case(outsider: str, events: str = "[]") -> str:
    seats = ["A:chef", "B:empath", "C:investigator", "D:washerwoman", f"E:{outsider}", "F"]
    return table(SCRIPT, seats, "[imp, poisoner]", "3/1/1/1", events)


def test_an_outsider_in_the_bag() -> None:
    """The Heretic is one of the Outsiders the bag may hold: E may be it."""
    assert any(w[4] == "heretic" for w in worlds(case("heretic")))


def test_the_game_ends_as_it_would() -> None:
    """"Whoever wins, loses": the winner changes, not the game's end. With the
    Heretic E in play, B executed on day 1 and the game going on to night 2, B
    was not the Imp (the Demon's death still ends the game)."""
    got = worlds(case("heretic", "[{day: 1, executed: B}, {night: 2, died: A}]"))
    assert any(w[4] == "heretic" and w[1] == "poisoner" for w in got)
    assert not any(w[1] == "imp" for w in got)
