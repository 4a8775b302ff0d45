"""Chef: "You start knowing how many pairs of evil players there are."

Seats are in clockwise order and the circle wraps (the last seat neighbours
the first). The Chef is `you`.
"""

from __future__ import annotations

from helpers import possible, worlds

EVIL = {"imp", "scarletwoman", "poisoner", "spy"}


def case(n: int, chef_seat: int, pairs: int, hidden: str = "[imp, scarletwoman]",
         counts: str = "", claims: dict[int, str] | None = None, rules: str = "") -> str:
    town = ["empath", "investigator", "washerwoman", "librarian", "undertaker"]
    rows = []
    for s, name in enumerate("ABCDEF"[:n]):
        if s == chef_seat:
            rows.append(f"  - {{name: {name}, claim: chef, info: [{{night: 1, chef: {pairs}}}]}}")
        else:
            claim = (claims or {}).get(s) or town.pop(0)
            rows.append(f"  - {{name: {name}, claim: {claim}}}")
    body = "\n".join(rows)
    return f"""
script: [chef, empath, investigator, washerwoman, librarian, undertaker, recluse,
         imp, scarletwoman, poisoner, spy]
you: {"ABCDEF"[chef_seat]}
hidden: {hidden}
{counts}
{rules}
players:
{body}
"""


def evil_sets(ws: set[tuple[str, ...]]) -> set[frozenset[str]]:
    """The sets of evil seats (as names) over the worlds."""
    return {frozenset("ABCDEF"[i] for i, c in enumerate(w) if c in EVIL) for w in ws}


def sets(*groups: str) -> set[frozenset[str]]:
    return {frozenset(g) for g in groups}


def test_one_pair() -> None:
    """"two players sitting next to each other is one pair": Chef A learns 1,
    so the evil pair sits together (B-C, C-D or D-E), as Imp/Scarlet Woman
    either way round."""
    got = worlds(case(5, 0, 1))
    assert evil_sets(got) == sets("BC", "CD", "DE")
    assert len(got) == 6


def test_zero_pairs() -> None:
    """Chef A learns 0: the two evil players are not neighbours."""
    assert evil_sets(worlds(case(5, 0, 0))) == sets("BD", "BE", "CE")


def test_pairs_wrap_round_the_circle() -> None:
    """The first and last seats are neighbours: Chef C learns 1 and E-A is one
    of the pairs; with 0, A and E cannot both be evil."""
    assert evil_sets(worlds(case(5, 2, 1))) == sets("AB", "DE", "AE")
    assert evil_sets(worlds(case(5, 2, 0))) == sets("AD", "BD", "BE")


def test_run_of_three_is_two_pairs() -> None:
    """"Three players sitting next to each other is two pairs": three evil
    players and Chef A learns 2, so the evil sit in a run of three; a run of
    three is never 3 pairs, and never 1."""
    three = "counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}"
    hidden = "[imp, scarletwoman, poisoner]"
    sober = ["not poisoned(A, night 1)"]
    got = worlds(case(6, 0, 2, hidden, three), sober)
    assert evil_sets(got) == sets("BCD", "CDE", "DEF")
    assert not possible(case(6, 0, 3, hidden, three), sober)
    run = sober + ["evil(C)", "evil(D)", "evil(E)"]
    assert not possible(case(6, 0, 1, hidden, three), run)


def test_recluse_may_register_as_evil() -> None:
    """Recluse/Spy registration is the Storyteller's choice: a Recluse B beside
    an evil C may make a pair, or not."""
    recluse = {1: "recluse"}
    counts = "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}"
    assert evil_sets(worlds(case(5, 0, 2, counts=counts, claims=recluse))) == sets("CD")
    assert evil_sets(worlds(case(5, 0, 1, counts=counts, claims=recluse))) == sets(
        "CD", "DE", "CE")
    assert evil_sets(worlds(case(5, 0, 0, counts=counts, claims=recluse))) == sets("CE")


def test_registration_chosen_per_pair() -> None:
    """"Whenever the Recluse's alignment is detected, the Storyteller chooses
    whether the Recluse registers as good or evil": each pair is a detection, so
    a Recluse C between the evil B and D may make both pairs (2), neither (0),
    or one and not the other (1)."""
    recluse = {2: "recluse"}
    counts = "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}"
    around = ["evil(B)", "evil(D)"]
    for pairs in (0, 1, 2):
        assert possible(case(5, 0, pairs, counts=counts, claims=recluse), around)
    assert not possible(case(5, 0, 3, counts=counts, claims=recluse), around)


def test_spy_registration_chosen_per_pair() -> None:
    """"It is the Storyteller's choice as to what the Spy registers as, even as
    many characters or both alignments during the same night": a Spy C between
    the evil B and D may be good to one pair and evil to the other, so Chef A
    may learn 1 as well as 0 or 2 (with no Spy, three evil in a row are 2)."""
    counts = "counts: {townsfolk: 2, outsider: 0, minion: 2, demon: 1}"
    hidden = "[imp, spy, scarletwoman]"
    row = ["evil(B)", "is(C, spy)", "evil(D)"]
    for pairs in (0, 1, 2):
        assert possible(case(5, 0, pairs, hidden, counts), row)
    assert not possible(case(5, 0, 1, "[imp, poisoner, scarletwoman]", counts),
                        ["evil(B)", "evil(C)", "evil(D)", "not poisoned(A, night 1)"])


def test_switch_one_registration_per_reading() -> None:
    """`rules: {one_registration_per_reading: true}`: a table that registers the
    Recluse once for the Chef's whole count. The Recluse C between the evil B
    and D is then evil or good for both pairs: 2 or 0, never 1 (the world it
    removes); the same for a Spy."""
    one = "rules: {one_registration_per_reading: true}"
    recluse = {2: "recluse"}
    counts = "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}"
    around = ["evil(B)", "evil(D)"]
    assert possible(case(5, 0, 2, counts=counts, claims=recluse, rules=one), around)
    assert possible(case(5, 0, 0, counts=counts, claims=recluse, rules=one), around)
    assert not possible(case(5, 0, 1, counts=counts, claims=recluse, rules=one), around)
    spy_counts = "counts: {townsfolk: 2, outsider: 0, minion: 2, demon: 1}"
    row = ["evil(B)", "is(C, spy)", "evil(D)"]
    hidden = "[imp, spy, scarletwoman]"
    assert not possible(case(5, 0, 1, hidden, spy_counts, rules=one), row)
    assert possible(case(5, 0, 0, hidden, spy_counts, rules=one), row)


def test_spy_may_register_as_good() -> None:
    """A Spy next to the Imp may not be counted: Chef A learns 0 though the
    Spy and the Imp sit together; a Scarlet Woman there would count."""
    adjacent = ["evil(B)", "evil(C)"]
    assert possible(case(5, 0, 0, hidden="[imp, spy]"), adjacent)
    assert not possible(case(5, 0, 0), adjacent)
