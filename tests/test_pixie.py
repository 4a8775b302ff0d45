"""Pixie: "You start knowing 1 in-play Townsfolk. If you were mad that you were
this character, you gain their ability when they die."

Five players; B-E claim Townsfolk; the evil pair is an Imp and a Scarlet Woman
(or a Poisoner).
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = ("[pixie, chef, empath, investigator, washerwoman, slayer, imp, scarletwoman, "
          "poisoner]")


def case(a_row: str, claims: str = "B:chef C:empath D:investigator E:washerwoman",
         events: str = "[]", you: str = "A", script: str = SCRIPT, tail: str = "") -> str:
    """A mad Pixie claims another character, so the Pixie may go unclaimed."""
    hidden = "[pixie, imp, scarletwoman, poisoner]" if "pixie" in script else \
        "[imp, scarletwoman, poisoner]"
    return table(script, [a_row, *claims.split()], hidden, "3/0/1/1", events,
                 head=f"you: {you}", tail=tail)


def test_shown_an_in_play_townsfolk() -> None:
    """You, A, the Pixie, shown the Empath: C, who claims it, is the Empath in
    every world; shown the Slayer, which nobody claims (good players' claims are
    true), no world fits unless the Poisoner poisoned you."""
    got = worlds(case("{name: A, claim: pixie, info: [{night: 1, pixie: empath}]}"))
    assert got and all(w[2] == "empath" for w in got if "poisoner" not in w)
    slayer = worlds(case("{name: A, claim: pixie, info: [{night: 1, pixie: slayer}]}"))
    assert slayer and all("poisoner" in w for w in slayer)


def test_a_mad_pixie_claims_the_townsfolk_shown() -> None:
    """A and C both claim the Empath, and you are B: both may be good, A being a
    Pixie mad about being the Empath; without the Pixie on the script, one of
    them is evil."""
    got = worlds(case("A:empath", you="B"))
    assert any(w[0] == "pixie" and w[2] == "empath" for w in got)
    plain = worlds(case("A:empath", you="B", script=SCRIPT.replace("pixie, ", "")))
    evil = ("imp", "scarletwoman", "poisoner")
    assert plain and all(w[0] in evil or w[2] in evil for w in plain)


def test_the_ability_is_gained_when_its_holder_dies() -> None:
    """A and C claim the Slayer; C is executed on day 1; on day 2 A shoots B, who
    dies, and the game ends. Only a Pixie mad about the Slayer has the Slayer's
    ability once C is dead, so A is the Pixie in every world; with C alive, A
    cannot have it."""
    shot = "{day: 2, slayer: A, target: B, died: true}"
    claims = "B:chef C:slayer D:investigator E:washerwoman"
    ended = "rules: {game_ended: true}"
    got = worlds(case("A:slayer", claims, f"[{{day: 1, executed: C}}, {shot}]", you="C",
                      tail=ended))
    assert got and all(w[0] == "pixie" and w[1] == "imp" for w in got)
    assert not possible(case("A:slayer", claims, f"[{{day: 1, executed: D}}, {shot}]",
                             you="C", tail=ended))


def philosopher_case(night: int, shown: str) -> str:
    """You, the Philosopher, choose the Pixie's ability on `night` and report
    the Townsfolk shown; B claims the Empath, nobody the Slayer; the Demon
    kills D on night 2."""
    you = f"[{{night: {night}, philosopher: pixie}}, {{night: {night}, pixie: {shown}}}]"
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef", "B:empath",
             "C:investigator", "D:washerwoman", "E", "F"]
    return table("[pixie, philosopher, chef, empath, investigator, washerwoman, slayer, imp, "
                 "scarletwoman]", seats, "[imp, scarletwoman]", "5/0/1/1",
                 "[{night: 2, died: D}]", head="you: You")


def test_a_philosopher_who_gains_it_is_shown_an_in_play_townsfolk() -> None:
    """A Philosopher who chooses the Pixie gains "You start knowing 1 in-play
    Townsfolk", on night 1 or, chosen later, that night ("If this ability is
    used on the first night only, they use it tonight"): shown the Empath B
    claims, possible (before, only a starting Pixie was shown anything, so
    the report ruled the game out); shown the Slayer nobody holds, not."""
    for night in (1, 2):
        assert possible(philosopher_case(night, "empath"))
        assert not possible(philosopher_case(night, "slayer"))
