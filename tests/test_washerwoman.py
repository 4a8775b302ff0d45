"""Washerwoman: "You start knowing that 1 of 2 players is a particular Townsfolk."

Five players (3 Townsfolk, 1 Minion, 1 Demon), everyone claims a Townsfolk,
the evil pair is an Imp and a Scarlet Woman (no droisoning) unless a test says
otherwise. `you: A` is the Washerwoman.
"""

from __future__ import annotations

from helpers import possible, seated, worlds

CLAIMS = ("washerwoman", "chef", "empath", "investigator", "librarian")
EVIL = ("imp", "scarletwoman")


def case(payload: str, night: int = 1, hidden: str = "[imp, scarletwoman]",
         extra: str = "") -> str:
    return f"""
    script: [washerwoman, chef, empath, investigator, librarian, soldier,
             imp, scarletwoman, spy, poisoner]
    you: A
    hidden: {hidden}
    players:
      - {{name: A, claim: washerwoman, info: [{{night: {night}, washerwoman: {payload}}}]}}
      - {{name: B, claim: chef}}
      - {{name: C, claim: empath}}
      - {{name: D, claim: investigator}}
      - {{name: E, claim: librarian}}
    {extra}
    """


def with_evil(pairs: list[tuple[int, int]], minion: str = "scarletwoman",
              base: tuple[str, ...] = CLAIMS) -> set[tuple[str, ...]]:
    """Every world where one seat of each pair is the Imp and the other `minion`."""
    return seated(base, pairs, "imp", minion, either_way=True)


def test_one_of_the_two_is_that_townsfolk() -> None:
    """"shown two players, and learns the character of one of them": [B, C, chef]
    with only B claiming Chef makes B the good Chef."""
    assert worlds(case("[B, C, chef]")) == with_evil([(2, 3), (2, 4), (3, 4)])


def test_either_of_the_two_may_be_it() -> None:
    """The Townsfolk may be the second player shown: [B, C, empath] keeps C good."""
    assert worlds(case("[B, C, empath]")) == with_evil([(1, 3), (1, 4), (3, 4)])


def test_the_townsfolk_is_in_play() -> None:
    """"learns that a specific Townsfolk is in play": a Soldier nobody claims
    (and nobody can hide) cannot be shown."""
    assert not possible(case("[B, C, soldier]"))


def test_spy_may_be_shown_as_a_townsfolk() -> None:
    """The Spy may register as a specific Townsfolk: with a Spy hidden, the
    unclaimed Soldier is one of B, C, the Spy."""
    got = worlds(case("[B, C, soldier]", hidden="[imp, spy]"))
    assert got == {w for w in with_evil([(1, 2), (1, 3), (1, 4), (2, 3), (2, 4)], "spy")
                   if "spy" in w[1:3]}


def test_poisoned_spy_is_not_shown_as_a_townsfolk() -> None:
    """Misregistration needs a working Spy: a Spy poisoned on night 1 cannot be
    the Soldier the Washerwoman sees."""
    text = """
    script: [washerwoman, chef, empath, investigator, librarian, undertaker, soldier,
             imp, spy, poisoner]
    you: A
    hidden: [imp, spy, poisoner]
    counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}
    players:
      - {name: A, claim: washerwoman, info: [{night: 1, washerwoman: [B, C, soldier]}]}
      - {name: B, claim: chef}
      - {name: C, claim: empath}
      - {name: D, claim: investigator}
      - {name: E, claim: librarian}
      - {name: F, claim: undertaker}
    """
    assert possible(text, assume=["is(B, spy)", "not poisoned(B, night 1)"])
    assert not possible(text, assume=["is(B, spy)", "poisoned(B, night 1)"])


def test_learns_only_once() -> None:
    """"They learn this only once and then learn nothing more": no information
    on night 2."""
    death = "events: [{night: 2, died: E}]"
    assert possible(case("[B, C, chef]", night=1, extra=death))
    assert not possible(case("[B, C, chef]", night=2, extra=death))


def test_false_reading_means_evil_claimant() -> None:
    """Only a working Washerwoman's reading must be true: seen from outside, a
    claimed Washerwoman showing an unclaimed Soldier is evil (no droisoning here)."""
    text = case("[B, C, soldier]").replace("you: A", "")
    assert worlds(text) == with_evil([(0, 1), (0, 2), (0, 3), (0, 4)])
