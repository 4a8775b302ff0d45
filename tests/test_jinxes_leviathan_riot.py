"""Official jinxes of the Leviathan and the Riot (group G4 of issue 33), each
checked on a small case drawn from its text: a world the plain texts rule out
that the jinx keeps, or the reverse.
"""

from __future__ import annotations

import pytest
from helpers import possible, table, worlds

KING_SEATS = ["{name: A, claim: king, info: [{night: 2, king: chef}]}", "B:chef", "C:empath",
              "D:investigator", "E:washerwoman", "F:saint"]
KING_DEATHS = "[{day: 1, executed: D}]"


def king_case(demon: str) -> str:
    script = f"[king, chef, empath, investigator, washerwoman, saint, poisoner, {demon}]"
    return table(script, KING_SEATS, f"[{demon}, poisoner]", "4/1/0/1", KING_DEATHS)


def test_king_learns_with_one_dead_under_the_leviathan() -> None:
    """King jinx: "If the Leviathan is in play, and at least 1 player is dead, the
    King learns an alive character each night": one of six dead on night 2 and
    the King shown the living Chef. Under an Imp the dead do not equal the
    living, so he learns nothing."""
    assert not possible(king_case("imp"))
    assert possible(king_case("leviathan"))
    assert possible(king_case("riot"))


def test_king_jinx_needs_the_demon_in_play() -> None:
    """With both the Imp and the Leviathan on the script, the King's night-2
    report puts the Leviathan in play in every world."""
    script = "[king, chef, empath, investigator, washerwoman, saint, poisoner, imp, leviathan]"
    case = table(script, KING_SEATS, "[imp, leviathan, poisoner]", "4/1/0/1", KING_DEATHS)
    found = worlds(case)
    assert found and all("leviathan" in w for w in found)


def test_king_jinx_needs_a_death() -> None:
    """Nobody dead on night 2: the King learns nothing, Leviathan or not."""
    case = king_case("leviathan").replace(KING_DEATHS, "[{day: 1, nominated: D, by: B}]")
    assert not possible(case)


def pick_case(demon: str, you: str, infos: str, events: str = "[]") -> str:
    """Five players, nobody killed at night: A (`you`) claims `you` with `infos`;
    the evil pair is `demon` and a Scarlet Woman."""
    script = f"[{you}, chef, empath, investigator, scarletwoman, {demon}]"
    seats = [f"{{name: A, claim: {you}, info: {infos}}}", "B:chef", "C:empath", "D:investigator",
             "E:chef"]
    return table(script, seats, f"[{demon}, scarletwoman]", "3/0/1/1", events,
                 tail="rules: {duplicate_tokens: true}")


def test_sage_picked_by_the_leviathan_learns_without_dying() -> None:
    """Sage jinx: "a chosen Sage uses their ability but does not die": alive on
    night 2, nobody killed, the Sage learns B or C is the Demon; the Imp never
    lets a living Sage learn anything."""
    info = "[{night: 2, sage: [B, C]}]"
    assert not possible(pick_case("imp", "sage", info))
    for demon in ("leviathan", "riot"):
        found = worlds(pick_case(demon, "sage", info))
        assert found and {w.index(demon) for w in found} == {1, 2}


def test_the_pick_is_a_new_player_each_night() -> None:
    """"(different to previous nights)": the Sage is not picked twice."""
    info = "[{night: 2, sage: [B, C]}, {night: 3, sage: [B, D]}]"
    assert not possible(pick_case("leviathan", "sage", info))


def test_the_pick_is_of_a_living_player_and_not_on_night_1() -> None:
    """An alive player, each night*: the Sage executed on day 1 is not picked
    on night 2, nor is anyone on night 1."""
    assert not possible(pick_case("leviathan", "sage", "[{night: 2, sage: [B, C]}]",
                                  "[{day: 1, executed: A}]"))
    assert not possible(pick_case("leviathan", "sage", "[{night: 1, sage: [B, C]}]"))


def test_ravenkeeper_picked_learns_a_character_without_dying() -> None:
    """Ravenkeeper jinx: a chosen Ravenkeeper chooses a player and learns their
    character, alive on a night nobody died."""
    info = "[{night: 2, ravenkeeper: [D, DEMON]}]"
    assert not possible(pick_case("imp", "ravenkeeper", info.replace("DEMON", "imp")))
    for demon in ("leviathan", "riot"):
        found = worlds(pick_case(demon, "ravenkeeper", info.replace("DEMON", demon)))
        assert found and {w.index(demon) for w in found} == {3}


def farmer_case(demon: str, events: str = "[]") -> str:
    """Five players, the Farmer A alive: B says they became a Farmer on night 2."""
    script = f"[farmer, chef, empath, investigator, washerwoman, scarletwoman, {demon}]"
    seats = ["A:farmer", "{name: B, claim: [chef, {night: 2, is: farmer}]}", "C:empath",
             "D:investigator", "E:washerwoman"]
    return table(script, seats, f"[{demon}, scarletwoman]", "3/0/1/1", events, head="")


def test_farmer_picked_makes_a_farmer_without_dying() -> None:
    """Farmer jinx: "a chosen Farmer uses their ability but does not die": the
    Farmer A lives and the Chef B becomes a Farmer on night 2. Under the Imp
    (who kills C) a Farmer must die at night for that, so B lies (is evil)."""
    plain = worlds(farmer_case("imp", "[{night: 2, died: C}]"))
    assert plain and all(w[1] in ("imp", "scarletwoman") for w in plain)
    for demon in ("leviathan", "riot"):
        found = worlds(farmer_case(demon))
        assert ("farmer", "chef") in {w[:2] for w in found}


def banshee_case(demon: str, claim: str = "banshee", events: str = "") -> str:
    """Five players; B (claiming `claim`) dies on night 2: no ability on the
    script kills at night but the jinx."""
    script = f"[banshee, chef, empath, investigator, washerwoman, scarletwoman, {demon}]"
    seats = ["A:chef", f"B:{claim}", "C:empath", "D:investigator", "E:washerwoman"]
    return table(script, seats, f"[{demon}, scarletwoman]", "3/0/1/1",
                 f"[{{night: 2, died: B}}{events}]", head="")


def test_banshee_picked_dies_and_awakes() -> None:
    """Banshee jinx: "a chosen Banshee dies & gains their ability": the Banshee
    B dies on night 2 with nothing else able to kill at night, and may be
    announced; a Chef is not killed by the pick."""
    for demon in ("leviathan", "riot"):
        found = worlds(banshee_case(demon))
        assert found and all(w[1] == "banshee" for w in found)
        assert worlds(banshee_case(demon, events=", {night: 2, banshee: B}")) == found
        assert not possible(banshee_case(demon, "chef"))


PROTECTORS = {
    # the protector A's row, and the day on which B nominates and executes C
    "soldier": ("A:soldier", 1, "A"),
    "monk": ("{name: A, claim: monk, info: [{night: 2, monk: C}]}", 2, "C"),
    "innkeeper": ("{name: A, claim: innkeeper, info: [{night: 2, innkeeper: [C, D]}]}", 2, "C"),
    "exorcist": ("{name: A, claim: exorcist, info: [{night: 2, exorcist: C}]}", 2, "C"),
}


def protected_case(protector: str, demon: str, other: bool = False) -> str:
    """B nominates and executes the protected player (E, unprotected, if `other`)."""
    row, day, nominee = PROTECTORS[protector]
    nominee = "E" if other else nominee
    script = f"[{protector}, chef, empath, investigator, washerwoman, scarletwoman, {demon}]"
    seats = [row, "B:chef", "C:empath", "D:investigator", "E:washerwoman"]
    events = f"[{{day: {day}, nominated: {nominee}, by: B}}, {{day: {day}, executed: {nominee}}}]"
    return table(script, seats, f"[{demon}, scarletwoman]", "3/0/1/1", events, head="",
                 tail=f"now: {{day: {day}}}")


@pytest.mark.parametrize("protector", sorted(PROTECTORS))
def test_the_demon_executing_the_protected_ends_the_game(protector: str) -> None:
    """"If the Leviathan [Riot] nominates and executes the Soldier / the player
    the Monk protects / a player the Innkeeper protects / the player the
    Exorcist chose, good wins": the game goes on, so B, who nominated the
    executed player, is not that Demon while A is the working protector. B may
    be that Demon when the executed player is not protected."""
    for demon in ("leviathan", "riot"):
        plain = worlds(protected_case(protector, demon, other=True))
        assert (protector, demon) in {w[:2] for w in plain}
        found = worlds(protected_case(protector, demon))
        assert found and (protector, demon) not in {w[:2] for w in found}
        assert any(w[0] == protector for w in found)


def grandmother_case(demon: str) -> str:
    """Five players: the Grandmother A learnt C, the Empath; C is executed on day 1."""
    script = f"[grandmother, chef, empath, investigator, washerwoman, scarletwoman, {demon}]"
    seats = ["{name: A, claim: grandmother, info: [{night: 1, grandmother: [C, empath]}]}",
             "B:chef", "C:empath", "D:investigator", "E:washerwoman"]
    return table(script, seats, f"[{demon}, scarletwoman]", "3/0/1/1",
                 "[{day: 1, executed: C}]", head="")


def test_grandchild_executed_under_the_demon_ends_the_game() -> None:
    """Grandmother jinx: with the Leviathan (Riot) in play, evil wins if the
    grandchild is executed: the game goes on after C's execution, so A is not
    the Grandmother who learnt C. Under the Imp she may be."""
    assert any(w[0] == "grandmother" for w in worlds(grandmother_case("imp")))
    for demon in ("leviathan", "riot"):
        found = worlds(grandmother_case(demon))
        assert found and all(w[0] != "grandmother" for w in found)


def late_case(maker: str, last: int, events: str = "[]") -> str:
    """The Yaggababble (who need kill nobody) is the Demon; nobody dies but as
    `events` say; the case runs to night `last`."""
    script = (f"[{maker}, chef, empath, investigator, washerwoman, scarletwoman, yaggababble, "
              "leviathan]")
    seats = [f"A:{maker}", "B:chef", "C:empath", "D:investigator", "E:washerwoman", "F"]
    counts = "3/1/1/1" if maker == "hatter" else "4/0/1/1"
    hidden = "[yaggababble, scarletwoman]" if maker == "hatter" else "[yaggababble, pithag]"
    seats = seats if maker == "hatter" else ["A:chef", *seats[1:]]
    return table(script, seats, hidden, counts, events, head="",
                 tail=f"now: {{night: {last}}}")


def test_pithag_cannot_make_the_leviathan_after_day_5() -> None:
    """Pit-Hag jinx: "The Leviathan cannot enter play after day 5". Nobody
    dies, so a Leviathan in play by night 5 would have ended the game at the
    end of day 5: it can be in play on night 5 (made that night), not on night
    6."""
    assert possible(late_case("pithag", 5), ["in_play(leviathan)"])
    assert not possible(late_case("pithag", 6), ["in_play(leviathan)"])


def test_hatter_tea_party_cannot_make_the_leviathan_after_day_5() -> None:
    """Hatter jinx: the Hatter executed on day 4 lets the Demon become the
    Leviathan on night 5; executed on day 5, not on night 6."""
    assert possible(late_case("hatter", 5, "[{day: 4, executed: A}]"), ["in_play(leviathan)"])
    assert not possible(late_case("hatter", 6, "[{day: 5, executed: A}]"),
                        ["in_play(leviathan)"])


def mayor_case(minion: str) -> str:
    """The Mayor A and everyone alive past day 5, nobody executed."""
    script = f"[mayor, chef, empath, investigator, washerwoman, {minion}, leviathan]"
    seats = ["A:mayor", "B:chef", "C:empath", "D:investigator", "E:washerwoman"]
    return table(script, seats, f"[leviathan, {minion}]", "3/0/1/1", head="",
                 tail="now: {night: 6}")


def test_mayor_jinx_keeps_a_poisoned_leviathans_game() -> None:
    """Leviathan-Mayor jinx: "If the Leviathan and the Mayor are alive on day 5
    and nobody is executed, good wins" changes who wins, not whether the game
    goes on: the working Leviathan's own end of day 5 ends that game anyway
    (with a Scarlet Woman, no game reaches night 6), and a poisoned Leviathan's
    game goes on, the working Mayor alive, as the jinx's two abilities read
    together allow."""
    assert not possible(mayor_case("scarletwoman"))
    found = worlds(mayor_case("poisoner"))
    assert any(w[0] == "mayor" for w in found)


def chambermaid_case(partner: str) -> str:
    """The Chambermaid A learns that one of B, C woke on night 2: neither
    claims a character that wakes then."""
    script = f"[chambermaid, soldier, mayor, saint, {partner}, scarletwoman, leviathan]"
    seats = ["{name: A, claim: chambermaid, info: [{night: 2, chambermaid: [B, C, 1]}]}",
             "B:soldier", "C:mayor", "D:saint", f"E:{partner}", "F"]
    return table(script, seats, "[leviathan, scarletwoman]", "3/1/1/1")


def test_the_demon_may_count_as_woken_for_its_pick() -> None:
    """The Leviathan wakes to make its pick (a Sage on the script): a
    Chambermaid may count it. Without a jinxed character on the script it
    never wakes, and neither B nor C may have woken."""
    assert not possible(chambermaid_case("chef"))
    found = worlds(chambermaid_case("sage"))
    assert found and {w.index("leviathan") for w in found} == {1, 2}
