"""Mezepheles: "You start knowing a secret word. The 1st good player to say this
word becomes evil that night."

Five players; you, A, are the Chef; B-E claim Townsfolk; the evil pair is an
Imp and a Mezepheles or a Scarlet Woman. What is known of who is evil when
says how many players were turned.
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, mezepheles, scarletwoman]"


def case(rows: list[str], hidden: str = "[imp, mezepheles, scarletwoman]",
         events: str = "[{night: 2, died: E}]", known: str = "") -> str:
    return table(SCRIPT, rows, hidden, "3/0/1/1", events,
                 tail=f"known: ['{known}']" if known else "")


ROWS = ["{name: A, claim: chef, info: [{night: 1, chef: 0}]}", "B:empath", "C:investigator",
        "D:washerwoman", "E:librarian"]


def evil_count(n: int, night: int) -> str:
    """B, C, D (and E for 4) evil at that night's end: at least n evil."""
    return " and ".join(f"evil({p}, night {night})" for p in "BCDE"[:n])


def test_a_good_player_may_turn_evil_on_a_later_night() -> None:
    """Three evil players at the end of night 2 need a turned player: a world with
    the Mezepheles, none without it on the script's hidden list."""
    assert possible(case(ROWS, known=evil_count(3, 2)))
    assert not possible(case(ROWS, "[imp, scarletwoman]", known=evil_count(3, 2)))


def test_not_on_the_first_night() -> None:
    """Nobody has said the word yet on the first night."""
    assert not possible(case(ROWS, known=evil_count(3, 1)))


def test_only_the_first_to_say_it() -> None:
    """Four evil players by night 3: two turned, but only one ever turns."""
    events = "[{night: 2, died: E}, {night: 3, died: D}]"
    assert possible(case(ROWS, events=events, known=evil_count(3, 3)))
    assert not possible(case(ROWS, events=events, known=evil_count(4, 3)))
