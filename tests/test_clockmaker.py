"""Clockmaker: "You start knowing how many steps from the Demon to its nearest Minion."

Five players (3 Townsfolk, a Minion, the Demon) unless a test says otherwise;
`you: A` is the Clockmaker, seats B..E clockwise.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

TOWN = ("noble", "knight", "steward", "shugenja")


def clock(n: int, *others: str, hidden: str = "[imp, scarletwoman]", extra: str = "") -> str:
    return game(("clockmaker", f"[{{night: 1, clockmaker: {n}}}]"), *(others or TOWN),
                hidden=hidden, extra=extra)


def evil_pairs(got: set[tuple[str, ...]]) -> set[frozenset[int]]:
    return {frozenset(s for s, c in enumerate(w) if c in ("imp", "scarletwoman")) for w in got}


def test_adjacent_minion_is_one_step() -> None:
    """"The distance is the number of seated players, starting from the player next
    to the Demon and ending at the nearest Minion": a neighbouring Minion is 1."""
    got = worlds(clock(1))
    assert len(got) == 6
    assert evil_pairs(got) == {frozenset({1, 2}), frozenset({2, 3}), frozenset({3, 4})}


def test_counts_the_shorter_way_round() -> None:
    """"either clockwise or counterclockwise": B and E are 2 steps apart in five
    seats (round past A), not 3."""
    got = worlds(clock(2))
    assert evil_pairs(got) == {frozenset({1, 3}), frozenset({2, 4}), frozenset({1, 4})}
    assert not possible(clock(3))


def test_recluse_may_register_as_the_nearest_minion() -> None:
    """A Recluse next to the Demon may be the "Minion" 1 step away, although the
    real Minion is 2 away; with the Recluse 2 away too, 1 is impossible."""
    extra = "counts: {townsfolk: 3, outsider: 1, minion: 1, demon: 1}"
    text = clock(1, "recluse", "noble", "knight", "steward", "shugenja", extra=extra)
    assert possible(text, ["is(C, imp) and is(E, scarletwoman)"])
    assert not possible(text, ["is(D, imp) and is(F, scarletwoman)"])


SEVEN = "counts: {townsfolk: 4, outsider: 1, minion: 1, demon: 1}"


def spy_and_recluse(n: int, rules: str = "") -> str:
    """Seven players: the Imp B, the Spy C beside it, the Recluse E, 2 steps
    from C and 3 from B; no other seat is 2 steps from B or E and a Minion."""
    return clock(n, "noble", "knight", "steward", "recluse", "shugenja", "chef",
                 hidden="[imp, spy]", extra=f"{SEVEN}\n{rules}")


def test_each_pair_is_a_detection() -> None:
    """"It is the Storyteller's choice as to what the Spy registers as, even as
    many characters or both alignments during the same night", and the Recluse
    "may register as ... a Minion, or Demon, at different parts of the same
    night": each Demon-Minion pair measured is a detection, so the Spy C may be a
    Minion 2 steps from the Recluse E registering as the Demon and no Minion
    beside the Imp B: 2 fits, as do 1 and 3."""
    where = ["is(B, imp)", "is(C, spy)", "is(E, recluse)"]
    for n in (1, 2, 3):
        assert possible(spy_and_recluse(n), where)


def test_switch_one_registration_per_reading() -> None:
    """`rules: {one_registration_per_reading: true}`: the Spy registers one way
    for the whole reading, so a Minion 2 steps from the Recluse is also one
    step from the Imp; 2 is the world it removes (1 and 3 stay)."""
    one = "rules: {one_registration_per_reading: true}"
    where = ["is(B, imp)", "is(C, spy)", "is(E, recluse)"]
    assert not possible(spy_and_recluse(2, one), where)
    assert possible(spy_and_recluse(1, one), where)
    assert possible(spy_and_recluse(3, one), where)


def test_vortox_false_against_a_measured_pair() -> None:
    """Under the Vortox ("Townsfolk abilities yield false info") the number is
    false against a reading the Storyteller could measure: the Spy two steps from
    the Vortox may register as no Minion, but then no Demon-Minion pair is
    measured and there is no number to be false against. So with them two steps
    apart the Clockmaker cannot hear 2, and may hear 1."""
    from snv_cases import SCRIPT

    def told(n: int) -> str:
        return game(("clockmaker", f"[{{night: 1, clockmaker: {n}}}]"), *TOWN,
                    hidden="[vortox, spy]", script=SCRIPT + ", vortox")

    where = ["is(B, vortox)", "is(D, spy)"]
    assert not possible(told(2), where)
    assert possible(told(1), where)
