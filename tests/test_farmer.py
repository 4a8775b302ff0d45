"""Farmer: "When you die at night, an alive good player becomes a Farmer."

Five players; A claims the Farmer, `you: B` claims the Chef, C-E claim
Townsfolk; the evil pair is an Imp and a Scarlet Woman (or a Poisoner).
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[farmer, chef, empath, investigator, washerwoman, imp, scarletwoman, poisoner]"
BECAME = "[chef, {night: 2, is: farmer}]"


def case(events: str, b_claim: str = BECAME, hidden: str = "[imp, scarletwoman]",
         you: str = "B") -> str:
    seats = ["A:farmer", f"{{name: B, claim: {b_claim}}}", "C:empath", "D:investigator",
             "E:washerwoman"]
    return table(SCRIPT, seats, hidden, "3/0/1/1", events, head=f"you: {you}")


def test_a_good_player_becomes_the_farmer() -> None:
    """The Farmer A died on night 2 (the Imp's kill): you, B, may become the
    Farmer; A was the Farmer in every world."""
    got = worlds(case("[{night: 2, died: A}]"))
    assert got and all(w[0] == "farmer" for w in got)


def test_not_when_executed() -> None:
    """"When you die at night": the Farmer executed makes nobody a Farmer."""
    assert not possible(case("[{day: 1, executed: A}, {night: 2, died: C}]"))


def test_not_without_the_farmers_death() -> None:
    """Nobody becomes a Farmer while the Farmer lives."""
    assert not possible(case("[{night: 2, died: C}]"))


def still_themselves(events: str, minion: str) -> set[tuple[str, ...]]:
    """You, A, claim the Farmer; B (the Monk) and C (the High Priestess) still act
    as themselves on night 3."""
    seats = ["A:farmer", "{name: B, claim: monk, info: [{night: 3, monk: C}]}",
             "{name: C, claim: highpriestess, info: [{night: 3, highpriestess: B}]}",
             "D:investigator", "E:washerwoman"]
    script = SCRIPT.replace("chef", "monk, highpriestess")
    return worlds(table(script, seats, f"[imp, {minion}]", "3/0/1/1", events, head="you: A"))


def both_good(minion: str) -> set[tuple[str, ...]]:
    return {("farmer", "monk", "highpriestess", "imp", minion),
            ("farmer", "monk", "highpriestess", minion, "imp")}


def test_someone_must_become_the_farmer() -> None:
    """"An alive good player becomes a Farmer": the Farmer A died on night 2, so B
    and C cannot both be good: the living good player who became the Farmer
    would no longer act as the Monk or the High Priestess."""
    assert both_good("scarletwoman") <= still_themselves("[]", "scarletwoman")
    got = still_themselves("[{night: 2, died: A}]", "scarletwoman")
    assert got and not got & both_good("scarletwoman")


def test_not_when_poisoned() -> None:
    """A Farmer poisoned when they die makes nobody a Farmer: with the Poisoner
    (D or E) poisoning A, B and C may both be good."""
    got = still_themselves("[{night: 2, died: A}]", "poisoner")
    assert both_good("poisoner") <= got
