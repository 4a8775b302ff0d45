"""The statement atom `info(CHARACTER, PAYLOAD)` for a character nobody holds.

Spec (case-format.md, Statements): `info(CHARACTER, PAYLOAD)` is "true when that
character's information with that payload would be true, with the same
Storyteller freedom, e.g. `info(chef, 1)`: exactly one pair of evil
neighbours". Nothing there asks for the character to be on the script: a
Savant may be told what a Chef would learn in a game without a Chef.
"""

from __future__ import annotations

import pytest
from helpers import possible, table, worlds

from caselang.errors import CaseError

# Five seats, one Minion and one Demon; no Chef, Fortune Teller or Grandmother
# on the script.
SCRIPT = "[savant, noble, knight, steward, clockmaker, imp, scarletwoman]"
SEATS = "A:savant B:noble C:knight D:steward E:clockmaker"


def game(known: str) -> str:
    return table(SCRIPT, SEATS, "[imp, scarletwoman]", tail=f"known: [{known!r}]")


def evil_pair(w: tuple[str, ...]) -> bool:
    evil = [c in ("imp", "scarletwoman") for c in w]
    return any(evil[s] and evil[(s + 1) % len(w)] for s in range(len(w)))


def test_chef_off_the_script() -> None:
    """`info(chef, 1)`: the Minion and the Demon sit together; `info(chef, 0)`:
    apart. Both read the grimoire without a Chef being in play."""
    together = worlds(game("info(chef, 1)"))
    apart = worlds(game("info(chef, 0)"))
    assert together and apart
    assert all(evil_pair(w) for w in together)
    assert not any(evil_pair(w) for w in apart)
    assert not any("chef" in w for w in together | apart)
    assert together | apart == worlds(game("good(A)"))


def test_savant_statement_about_a_chef_nobody_holds() -> None:
    """The Savant learns "2 things in private: 1 is true & 1 is false"; one of them
    may be what a Chef would learn. Told `info(chef, 1)` and `good(B)`: where B
    is good, the evil pair sits apart."""
    savant = '{name: A, claim: savant, info: [{day: 1, savant: ["info(chef, 1)", "good(B)"]}]}'
    got = worlds(table(SCRIPT, [savant] + SEATS.split()[1:], "[imp, scarletwoman]"))
    assert got
    assert all(evil_pair(w) != (w[1] == "noble") for w in got)


def test_counts_need_the_character_on_the_script() -> None:
    """What the Mathematician counts is recorded only while a counting character is
    on the script: asked off the script, it is an error, not a guess."""
    with pytest.raises(CaseError, match="needs mathematician on the script"):
        worlds(game("info(mathematician, 0)"))


def test_fortune_teller_off_the_script_has_a_red_herring() -> None:
    """"There is a good player that registers as a Demon to you": a Fortune
    Teller nobody holds would still have a red herring, so a "yes" about two
    good players can be true; a "no" needs neither to be the Demon."""
    assert possible(game("info(fortuneteller, [B, C, yes]) and good(B) and good(C)"))
    assert not possible(game("info(fortuneteller, [B, C, no]) and is(B, imp)"))


def test_grandmother_off_the_script() -> None:
    """"You start knowing a good player & their character": the grandchild is a
    good player, shown as their character."""
    assert possible(game("info(grandmother, [B, noble])"))
    assert not possible(game("info(grandmother, [B, noble]) and evil(B)"))
