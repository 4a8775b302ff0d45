"""Librarian: "You start knowing that 1 of 2 players is a particular Outsider.
(Or that zero are in play.)"

Five players; `you: A` is the Librarian; the evil pair is an Imp and a Scarlet
Woman (no droisoning) unless a test says otherwise.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, seated, worlds

SCRIPT = """[librarian, chef, empath, investigator, washerwoman, saint, recluse, butler,
          drunk, imp, scarletwoman, poisoner, spy]"""


def case(payload: str, claims: tuple[str, ...], outsiders: int = 1,
         hidden: str = "[imp, scarletwoman]", night: int = 1, events: str = "[]") -> str:
    first = f"{{name: A, claim: librarian, info: [{{night: {night}, librarian: {payload}}}]}}"
    return five_seats(SCRIPT, first, claims, hidden, base_counts(outsiders), events)


def with_evil(base: tuple[str, ...], pairs: list[tuple[int, int]],
              minion: str = "scarletwoman") -> set[tuple[str, ...]]:
    """Every world where one seat of each pair is the Imp and the other `minion`."""
    return seated(base, pairs, "imp", minion, either_way=True)


def test_one_of_the_two_is_that_outsider() -> None:
    """"learns that one of two players is a specific Outsider": of two Saint
    claimants, the one shown is the real Saint and the other is evil."""
    claims = ("saint", "chef", "saint", "empath")
    base = ("librarian",) + claims
    assert worlds(case("[B, C, saint]", claims)) == with_evil(base, [(3, 2), (3, 4)])
    assert worlds(case("[C, D, saint]", claims)) == with_evil(base, [(1, 2), (1, 4)])


def test_the_outsider_is_in_play() -> None:
    """A particular Outsider is in play: with no Outsider in the setup, showing
    the Saint is impossible."""
    claims = ("chef", "empath", "investigator", "washerwoman")
    assert not possible(case("[B, C, saint]", claims, outsiders=0))


def test_zero_when_no_outsider() -> None:
    """"(Or that zero are in play.)": with no Outsider, "none" fits every world."""
    claims = ("chef", "empath", "investigator", "washerwoman")
    base = ("librarian",) + claims
    every = with_evil(base, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)])
    assert worlds(case("none", claims, outsiders=0)) == every


def test_zero_is_false_with_an_outsider() -> None:
    """"none" is false when the Saint is in play: the only Outsider claimant
    must be the Saint, so a working Librarian cannot learn zero."""
    claims = ("saint", "chef", "empath", "investigator")
    assert possible(case("[B, C, saint]", claims))
    assert not possible(case("none", claims))


def test_recluse_may_make_zero_true() -> None:
    """The Recluse may register as a Minion, so is then not counted as an
    Outsider: "none" fits a game whose only Outsider is the Recluse."""
    claims = ("recluse", "chef", "empath", "investigator")
    base = ("librarian",) + claims
    assert worlds(case("none", claims)) == with_evil(base, [(2, 3), (2, 4), (3, 4)])


def test_poisoned_recluse_cannot_make_zero_true() -> None:
    """Misregistration needs a working Recluse: poisoned on night 1, the only
    Outsider counts and "none" is false."""
    text = case("none", ("recluse", "chef", "empath", "investigator"),
                hidden="[imp, poisoner]")
    assert possible(text, assume=["is(B, recluse)", "not poisoned(B, night 1)"])
    assert not possible(text, assume=["is(B, recluse)", "poisoned(B, night 1)"])


def test_drunk_is_shown_as_the_drunk() -> None:
    """"The Drunk is an Outsider. If the Librarian learns that one of two players
    is the Drunk, they do not learn the Townsfolk that the Drunk's player thinks
    they are.": the Drunk token points at B or C, who believe a Townsfolk."""
    claims = ("chef", "empath", "investigator", "washerwoman")
    hidden = "[imp, scarletwoman, drunk]"
    got = worlds(case("[B, C, drunk]", claims, hidden=hidden))
    assert {w.index("drunk") for w in got} == {1, 2}
    got = worlds(case("[D, E, drunk]", claims, hidden=hidden))
    assert {w.index("drunk") for w in got} == {3, 4}


def test_spy_may_be_shown_as_an_outsider() -> None:
    """The Spy may register as an Outsider: with no Outsider in the setup, the
    Saint shown is the Spy, one of B and C."""
    claims = ("chef", "empath", "investigator", "washerwoman")
    got = worlds(case("[B, C, saint]", claims, outsiders=0, hidden="[imp, spy]"))
    assert got and {w.index("spy") for w in got} == {1, 2}
    assert not possible(case("[B, C, saint]", claims, outsiders=0))


def test_learns_only_once() -> None:
    """"They learn this only once and then learn nothing more": no information
    on night 2."""
    claims = ("saint", "chef", "empath", "investigator")
    death = "[{night: 2, died: E}]"
    assert possible(case("[B, C, saint]", claims, night=1, events=death))
    assert not possible(case("[B, C, saint]", claims, night=2, events=death))
