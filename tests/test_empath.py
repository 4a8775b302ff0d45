"""Empath: "Each night, you learn how many of your 2 alive neighbors are evil."

Five players A-E round the circle; `you: A` is the Empath, whose first
neighbours are B and E. The evil pair is an Imp and a Scarlet Woman unless a
test says otherwise.
"""

from __future__ import annotations

from helpers import five_seats, possible, seated, worlds

BASE = ("empath", "chef", "investigator", "washerwoman", "librarian")
SCRIPT = """[empath, chef, investigator, washerwoman, librarian, recluse, imp,
          scarletwoman, spy]"""


def case(infos: str, events: str = "[]", hidden: str = "[imp, scarletwoman]",
         claims: tuple[str, ...] = BASE[1:], counts: str = "") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: empath, info: {infos}}}", claims, hidden,
                      counts, events)


def with_evil(pairs: list[tuple[int, int]], base: tuple[str, ...] = BASE,
              minion: str = "scarletwoman") -> set[tuple[str, ...]]:
    """Every world where the first seat of each pair is the Imp, the second `minion`."""
    return seated(base, pairs, "imp", minion)


def both_ways(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return pairs + [(b, a) for a, b in pairs]


def test_counts_evil_neighbours() -> None:
    """"The Empath only learns how many of their neighbours are evil, not which
    one is evil": 0, 1 and 2 about B and E."""
    assert worlds(case("[{night: 1, empath: 0}]")) == with_evil(both_ways([(2, 3)]))
    assert worlds(case("[{night: 1, empath: 2}]")) == with_evil(both_ways([(1, 4)]))
    one = both_ways([(1, 2), (1, 3), (4, 2), (4, 3)])
    assert worlds(case("[{night: 1, empath: 1}]")) == with_evil(one)


def test_skips_a_dead_neighbour() -> None:
    """"if the Empath is sitting next to a dead player, they do not get info
    about that dead player. Instead, they get info about the closest alive
    player in that direction": B (evil, shown by night 1) is executed, and on
    night 2 the Empath reads C and E."""
    infos = "[{night: 1, empath: 1}, {night: 2, empath: 0}]"
    events = "[{day: 1, executed: B}]"
    # B and D are evil; if B was the Imp, the Scarlet Woman D took over.
    assert worlds(case(infos, events)) == with_evil(both_ways([(1, 3)]))


def test_skips_a_neighbour_killed_tonight() -> None:
    """"The Empath acts after the Demon, so if the Demon kills one of the
    Empath's alive neighbours, the Empath does not learn about the now-dead
    player": E dies on night 2 and the Empath's 0 is about B and D."""
    infos = "[{night: 1, empath: 1}, {night: 2, empath: 0}]"
    events = "[{night: 2, died: E}]"
    # E evil (night 1), B and D good on night 2: C and E are the evil pair
    # (an Imp E killed itself and passed to the Scarlet Woman C).
    assert worlds(case(infos, events)) == with_evil(both_ways([(2, 4)]))


def test_info_is_about_dawn_not_dusk() -> None:
    """"The Empath's information is accurate at dawn, not at dusk": with E
    killed tonight, 1 on night 2 cannot come from E, so D is evil."""
    infos = "[{night: 2, empath: 1}]"
    events = "[{night: 2, died: E}]"
    got = worlds(case(infos, events))
    assert got and all(w[3] in ("imp", "scarletwoman") or w[1] in ("imp", "scarletwoman")
                       for w in got)
    assert not possible(case(infos, events), ["good(B)", "good(D)"])


def test_recluse_may_register_as_evil() -> None:
    """A Recluse neighbour may be counted as evil: with two good neighbours B
    (the Recluse) and E, the Empath may still learn 1."""
    claims = ("recluse", "investigator", "washerwoman", "librarian")
    counts = "2/1/1/1"
    text = case("[{night: 1, empath: 1}]", claims=claims, counts=counts)
    assert possible(text, ["good(E)"])
    text = case("[{night: 1, empath: 1}]", claims=BASE[1:])
    assert not possible(text, ["good(B)", "good(E)"])


def test_spy_may_register_as_good() -> None:
    """A Spy neighbour may be counted as good: 0 with the Spy in B."""
    assert possible(case("[{night: 1, empath: 0}]", hidden="[imp, spy]"), ["is(B, spy)"])
    assert not possible(case("[{night: 1, empath: 0}]"), ["is(B, scarletwoman)"])
