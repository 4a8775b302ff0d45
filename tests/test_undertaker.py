"""Undertaker: "Each night*, you learn which character died by execution today."

Five players; `you: A` is the Undertaker; B-E claim Townsfolk (or an
Outsider); the evil pair is an Imp and a Scarlet Woman unless a test says
otherwise.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, seated, worlds

TOWN = ("chef", "empath", "investigator", "washerwoman")
SCRIPT = """[undertaker, chef, empath, investigator, washerwoman, recluse, drunk, imp,
          scarletwoman, spy]"""


def case(infos: str, events: str, claims: tuple[str, ...] = TOWN, outsiders: int = 0,
         hidden: str = "[imp, scarletwoman]") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: undertaker, info: {infos}}}", claims,
                      hidden, base_counts(outsiders), events)


def with_evil(pairs: list[tuple[int, int]], base: tuple[str, ...]) -> set[tuple[str, ...]]:
    """Every world where the first seat of each pair is the Imp, the second the
    Scarlet Woman."""
    return seated(base, pairs, "imp", "scarletwoman")


BASE = ("undertaker",) + TOWN
EXECUTED_C = "[{day: 1, executed: C}, {night: 2, died: D}]"


def test_learns_the_executed_character() -> None:
    """"The Undertaker learns which character was executed today": the executed C
    was the Empath, so the evil pair is among B, D, E."""
    got = worlds(case("[{night: 2, undertaker: empath}]", EXECUTED_C))
    pairs = [(1, 3), (3, 1), (1, 4), (4, 1), (3, 4), (4, 3)]
    assert got == with_evil(pairs, BASE)


def test_learns_an_evil_character_too() -> None:
    """Shown the Scarlet Woman: C was the Scarlet Woman, and D (dead on night 2)
    cannot have been an Imp who killed itself with no Minion left."""
    got = worlds(case("[{night: 2, undertaker: scarletwoman}]", EXECUTED_C))
    assert got == with_evil([(1, 2), (4, 2)], BASE)


def test_executed_imp_shows_as_the_imp() -> None:
    """The executed Imp B, whose Scarlet Woman took over, is shown as the Imp."""
    got = worlds(case("[{night: 2, undertaker: imp}]", "[{day: 1, executed: B}]"))
    assert got == with_evil([(1, 2), (1, 3), (1, 4)], BASE)


def test_nothing_without_an_execution() -> None:
    """"If nobody died today, the Undertaker learns nothing": a night death is
    not an execution."""
    deaths = "[{night: 2, died: C}]"
    assert not possible(case("[{night: 3, undertaker: empath}]", deaths))
    assert possible(case("[{night: 3, undertaker: chef}]",
                         "[{night: 2, died: C}, {day: 2, executed: B}]"))


def test_execution_without_death_does_not_count() -> None:
    """"The player must have died from execution": executing the already-dead C
    kills nobody, so the Undertaker learns nothing that night."""
    dead_again = "[{night: 2, died: C}, {day: 2, executed: C, died: false}]"
    assert possible(case("[]", dead_again))
    assert not possible(case("[{night: 3, undertaker: empath}]", dead_again))


def test_not_on_the_first_night() -> None:
    """"The Undertaker wakes each night except the first"."""
    assert possible(case("[]", "[]"))
    assert not possible(case("[{night: 1, undertaker: empath}]", "[]"))


def test_executed_drunk_shows_as_the_drunk() -> None:
    """"If the Drunk is executed, the Undertaker is shown the Drunk character
    token, not the token for the Townsfolk that the Drunk player thought they
    were"."""
    events = "[{day: 1, executed: B}]"
    hidden = "[imp, scarletwoman, drunk]"
    drunk = worlds(case("[{night: 2, undertaker: drunk}]", events, outsiders=1,
                        hidden=hidden))
    assert drunk and all(w[1] == "drunk" for w in drunk)
    chef = worlds(case("[{night: 2, undertaker: chef}]", events, outsiders=1,
                       hidden=hidden))
    assert chef and all(w[1] == "chef" for w in chef)


def test_dead_recluse_may_show_as_the_imp() -> None:
    """The Recluse may register as a Demon "even if dead": the executed Recluse B
    may be shown as the Imp while the game goes on."""
    claims = ("recluse", "empath", "investigator", "washerwoman")
    got = worlds(case("[{night: 2, undertaker: imp}]", "[{day: 1, executed: B}]",
                      claims=claims, outsiders=1))
    assert got and all(w[1] == "recluse" for w in got)
