"""Ravenkeeper: "If you die at night, you are woken to choose a player: you learn
their character."

Five players; `you: A` is the Ravenkeeper; B-E claim Townsfolk (or an
Outsider); the evil pair is an Imp and a Scarlet Woman unless a test says
otherwise.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, seated, worlds

TOWN = ("chef", "empath", "investigator", "washerwoman")
BASE = ("ravenkeeper",) + TOWN
KILLED_N2 = "[{night: 2, died: A}]"
SCRIPT = """[ravenkeeper, chef, empath, investigator, washerwoman, recluse, drunk,
          imp, scarletwoman, poisoner]"""


def case(infos: str, events: str, claims: tuple[str, ...] = TOWN, outsiders: int = 0,
         hidden: str = "[imp, scarletwoman]") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: ravenkeeper, info: {infos}}}", claims,
                      hidden, base_counts(outsiders), events)


def with_evil(pairs: list[tuple[int, int]], base: tuple[str, ...] = BASE
              ) -> set[tuple[str, ...]]:
    """Every world where the first seat of each pair is the Imp, the second the
    Scarlet Woman."""
    return seated(base, pairs, "imp", "scarletwoman")


def test_learns_the_chosen_character() -> None:
    """"If the Ravenkeeper dies at night, they get to learn one player's
    character": killed on night 2, A learns C is the Empath."""
    got = worlds(case("[{night: 2, ravenkeeper: [C, empath]}]", KILLED_N2))
    pairs = [(1, 3), (3, 1), (1, 4), (4, 1), (3, 4), (4, 3)]
    assert got == with_evil(pairs)


def test_learns_the_demon() -> None:
    """Shown the Imp: C is the Imp."""
    got = worlds(case("[{night: 2, ravenkeeper: [C, imp]}]", KILLED_N2))
    assert got == with_evil([(2, 1), (2, 3), (2, 4)])


def test_may_choose_a_dead_player() -> None:
    """"The Ravenkeeper may choose a dead player if they wish": B, executed on
    day 1, shown as the Chef."""
    events = "[{day: 1, executed: B}, {night: 2, died: A}]"
    got = worlds(case("[{night: 2, ravenkeeper: [B, chef]}]", events))
    assert got and all(w[1] == "chef" for w in got)


def test_not_woken_by_an_execution() -> None:
    """"If you die at night": executed by day, the Ravenkeeper is not woken."""
    events = "[{day: 1, executed: A}]"
    assert possible(case("[]", events))
    assert not possible(case("[{night: 2, ravenkeeper: [C, empath]}]", events))


def test_not_woken_while_alive() -> None:
    """No death, no waking: an alive Ravenkeeper learns nothing."""
    events = "[{night: 2, died: B}]"
    assert not possible(case("[{night: 2, ravenkeeper: [C, empath]}]", events))


def test_woken_on_the_night_of_death_only() -> None:
    """"The Ravenkeeper is woken on the night that they die, and chooses a player
    immediately": killed on night 2, nothing on night 3."""
    events = "[{night: 2, died: A}, {night: 3, died: B}]"
    assert possible(case("[{night: 2, ravenkeeper: [C, empath]}]", events))
    assert not possible(case("[{night: 3, ravenkeeper: [C, empath]}]", events))


def test_poisoned_ravenkeeper_may_be_wrong() -> None:
    """A poisoned Ravenkeeper has no ability: shown C as the Imp, C may be good
    only if A was poisoned that night."""
    text = case("[{night: 2, ravenkeeper: [C, imp]}]", KILLED_N2, hidden="[imp, poisoner]")
    assert possible(text, ["good(C)", "poisoned(A, night 2)"])
    assert not possible(text, ["good(C)", "not poisoned(A, night 2)"])


def test_drunk_shows_as_the_drunk() -> None:
    """The character learnt is the real one: the Drunk B, who believes the Chef,
    shows as the Drunk."""
    hidden = "[imp, scarletwoman, drunk]"
    drunk = worlds(case("[{night: 2, ravenkeeper: [B, drunk]}]", KILLED_N2, outsiders=1,
                        hidden=hidden))
    assert drunk and all(w[1] == "drunk" for w in drunk)
    chef = worlds(case("[{night: 2, ravenkeeper: [B, chef]}]", KILLED_N2, outsiders=1,
                       hidden=hidden))
    assert chef and all(w[1] == "chef" for w in chef)


def test_recluse_may_show_as_the_imp() -> None:
    """The Recluse may register as a Demon to a character-learning ability."""
    claims = ("recluse", "empath", "investigator", "washerwoman")
    got = worlds(case("[{night: 2, ravenkeeper: [B, imp]}]", KILLED_N2, claims=claims,
                      outsiders=1))
    assert got and all(w[1] == "recluse" for w in got)
