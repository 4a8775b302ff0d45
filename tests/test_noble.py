"""Noble: "You start knowing 3 players, 1 and only 1 of which is evil."

Five players; `you: A` is the Noble, shown B, C and D.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import SCRIPT, game

SHOWN = "[{night: 1, noble: [B, C, D]}]"


def test_exactly_one_of_three_is_evil() -> None:
    """"The Noble learns two good players and one evil player": the other evil
    player is E, the one not shown."""
    got = worlds(game(("noble", SHOWN), "knight", "steward", "shugenja", "chef",
                      hidden="[imp, scarletwoman]"))
    assert len(got) == 6
    assert all(w[4] in ("imp", "scarletwoman") for w in got)


def test_never_two_evil() -> None:
    """"They may not learn one good player and two evil players.\""""
    text = game(("noble", SHOWN), "knight", "steward", "shugenja", "chef",
                hidden="[imp, scarletwoman]")
    assert not possible(text, ["evil(B) and evil(C)"])


def test_spy_may_register_as_good() -> None:
    """Two evil among the three is fine when one is a Spy registering as good."""
    text = game(("noble", SHOWN), "knight", "steward", "shugenja", "chef",
                hidden="[imp, spy]")
    assert possible(text, ["is(B, spy) and is(C, imp)"])
    assert not possible(text.replace("imp, spy", "imp, scarletwoman"),
                        ["is(B, scarletwoman) and is(C, imp)"])


def test_a_noble_created_later_learns_on_its_first_night() -> None:
    """"If a Noble is created mid-game, the Noble learns their information on
    their first night": A, a Philosopher choosing the Noble's ability on night 2,
    learns three players that night (and only one of them is evil)."""
    learnt = ("philosopher", "[{night: 2, philosopher: noble}, {night: 2, noble: [B, C, D]}]")
    text = game(learnt, "knight", "steward", "shugenja", "chef", hidden="[imp, scarletwoman]",
                events="[{day: 1, executed: B}]", script=SCRIPT + ", philosopher")
    got = worlds(text)
    assert got
    assert all(w[4] in ("imp", "scarletwoman") for w in got)


def test_only_on_its_first_night() -> None:
    """A Noble who started as the Noble learns nothing more on night 2."""
    text = game(("noble", "[{night: 1, noble: [B, C, D]}, {night: 2, noble: [B, C, E]}]"),
                "knight", "steward", "shugenja", "chef", hidden="[imp, scarletwoman]",
                events="[{day: 1, executed: B}]")
    assert not possible(text)
