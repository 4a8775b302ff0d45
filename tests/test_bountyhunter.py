"""Bounty Hunter: "You start knowing 1 evil player. If the player you know dies,
you learn another evil player tonight. [1 Townsfolk is evil]"

Five players; you, A, are the Bounty Hunter; B-E claim Townsfolk; the evil
pair is an Imp and a Scarlet Woman (nobody droisons), and one Townsfolk is evil.
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = ("[bountyhunter, chef, empath, investigator, washerwoman, librarian, imp, poisoner, "
          "scarletwoman]")


def case(reports: str, events: str = "[]", known: str = "", you: str = "bountyhunter") -> str:
    a = f"{{name: A, claim: {you}, info: [{reports}]}}"
    return table(SCRIPT, [a, "B:chef", "C:empath", "D:investigator", "E:washerwoman"],
                 "[imp, scarletwoman]", "3/0/1/1", events,
                 tail=f"known: ['{known}']" if known else "")


def test_one_townsfolk_is_evil() -> None:
    """With you, the Bounty Hunter, in play, three players start evil (one a
    Townsfolk), never two; without a Bounty Hunter in play, two."""
    first = "{night: 1, bountyhunter: B}"
    assert possible(case(first, known="count(evil, night 1) == 3"))
    assert possible(case(first, known="evil(B, night 1) and is(B, chef)"))
    assert not possible(case(first, known="count(evil, night 1) == 2"))
    chef = "{night: 1, chef: 0}"
    assert not possible(case(chef, known="count(evil, night 1) == 3", you="chef"))


def test_the_player_shown_is_evil() -> None:
    """Shown B: B is evil in every world."""
    assert not possible(case("{night: 1, bountyhunter: B}", known="good(B, night 1)"))


def test_another_only_once_the_known_one_died() -> None:
    """Shown B, then C on night 2: only if B died before (executed on day 1);
    and not B again."""
    reports = "{night: 1, bountyhunter: B}, {night: 2, bountyhunter: C}"
    assert not possible(case(reports, "[{night: 2, died: D}]"))
    assert possible(case(reports, "[{day: 1, executed: B}, {night: 2, died: D}]"))
    again = "{night: 1, bountyhunter: B}, {night: 2, bountyhunter: B}"
    assert not possible(case(again, "[{day: 1, executed: B}, {night: 2, died: D}]"))
