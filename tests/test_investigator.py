"""Investigator: "You start knowing that 1 of 2 players is a particular Minion."

Five players; `you: A` is the Investigator; everyone else claims.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, seated, worlds

SCRIPT = """[investigator, chef, empath, washerwoman, librarian, recluse, saint,
          imp, scarletwoman, poisoner, baron]"""


def case(payload: str, claims: tuple[str, ...], outsiders: int = 0,
         hidden: str = "[imp, scarletwoman]", night: int = 1, events: str = "[]") -> str:
    first = f"{{name: A, claim: investigator, info: [{{night: {night}, investigator: {payload}}}]}}"
    return five_seats(SCRIPT, first, claims, hidden, base_counts(outsiders), events)


def with_evil(base: tuple[str, ...], pairs: list[tuple[int, int]],
              minion: str = "scarletwoman") -> set[tuple[str, ...]]:
    """Every world where the first seat of each pair is `minion`, the second the Imp."""
    return seated(base, pairs, minion, "imp")


TOWN = ("chef", "empath", "washerwoman", "librarian")
BASE = ("investigator",) + TOWN


def test_one_of_the_two_is_that_minion() -> None:
    """"learns that one of two players is a specific Minion": the Scarlet Woman
    is B or C, the Imp anyone else."""
    expected = with_evil(BASE, [(1, 2), (1, 3), (1, 4), (2, 1), (2, 3), (2, 4)])
    assert worlds(case("[B, C, scarletwoman]", TOWN)) == expected


def test_the_minion_is_in_play() -> None:
    """"learns that a particular Minion character is in play": a Poisoner that
    cannot be in play cannot be shown."""
    assert not possible(case("[B, C, poisoner]", TOWN))


def test_the_minion_may_be_the_second_player() -> None:
    """Shown [D, E]: the Scarlet Woman is D or E, never B or C."""
    got = worlds(case("[D, E, scarletwoman]", TOWN))
    assert got == with_evil(BASE, [(3, 1), (3, 2), (3, 4), (4, 1), (4, 2), (4, 3)])


def test_recluse_may_register_as_the_minion() -> None:
    """The Recluse may register as a specific Minion: shown a Poisoner nobody
    can be, the Recluse B explains it; a Saint could not."""
    claims = ("recluse", "chef", "empath", "washerwoman")
    base = ("investigator",) + claims
    got = worlds(case("[B, C, poisoner]", claims, outsiders=1))
    assert got == with_evil(base, [(2, 3), (3, 2), (2, 4), (4, 2), (3, 4), (4, 3)])
    saint = ("saint", "chef", "empath", "washerwoman")
    assert not possible(case("[B, C, poisoner]", saint, outsiders=1))


def test_poisoned_recluse_cannot_ping() -> None:
    """A poisoned Recluse has no ability, so cannot register as a Minion: with
    the Poisoner elsewhere, [B, C, scarletwoman] needs a healthy Recluse B."""
    claims = ("recluse", "chef", "empath", "washerwoman")
    text = case("[B, C, scarletwoman]", claims, outsiders=1, hidden="[imp, poisoner]")
    assert possible(text, assume=["is(B, recluse)", "not poisoned(B, night 1)"])
    assert not possible(text, assume=["is(B, recluse)", "poisoned(B, night 1)"])


def test_learns_only_once() -> None:
    """"They learn this only once and then learn nothing more": no information
    on night 2."""
    death = "[{night: 2, died: E}]"
    assert possible(case("[B, C, scarletwoman]", TOWN, night=1, events=death))
    assert not possible(case("[B, C, scarletwoman]", TOWN, night=2, events=death))
