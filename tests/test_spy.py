"""Spy: "Each night, you see the Grimoire. You might register as good & as a
Townsfolk or Outsider, even if dead."

Five players (3 Townsfolk, 1 Minion, 1 Demon) unless a test says otherwise;
`you: A` holds the detecting ability; the evil pair is the Imp and the Spy.
"""

from __future__ import annotations

from helpers import possible, seated, worlds

TOWN = ("chef", "investigator", "ravenkeeper", "monk")


def case(you: str, infos: str, claims: tuple[str, ...] = TOWN, events: str = "[]",
         hidden: str = "[imp, spy]", counts: str = "") -> str:
    rows = "\n".join(f"      - {{name: {n}, claim: {c}}}" for n, c in zip("BCDEF", claims))
    return f"""
    script: [empath, undertaker, chef, investigator, washerwoman, librarian, ravenkeeper,
             monk, soldier, saint, imp, spy, poisoner, scarletwoman]
    you: A
    hidden: {hidden}
    {counts}
    players:
      - {{name: A, claim: {you}, info: {infos}}}
{rows}
    events: {events}
    """


def with_evil(pairs: list[tuple[int, int]], base: tuple[str, ...],
              minion: str = "spy") -> set[tuple[str, ...]]:
    """Every world where the first seat of each pair is `minion`, the second the Imp."""
    return seated(base, pairs, minion, "imp")


def test_registers_as_good_to_the_empath() -> None:
    """"If any character has an ability that would detect or affect a good
    player, then the Spy might register as good to that character": Empath 0
    with the Spy beside them; a Scarlet Woman there is evil."""
    got = worlds(case("empath", "[{night: 1, empath: 0}]"))
    base = ("empath",) + TOWN
    pairs = [(m, imp) for imp in (2, 3) for m in (1, 2, 3, 4) if m != imp]
    assert got == with_evil(pairs, base)
    sw = case("empath", "[{night: 1, empath: 0}]", hidden="[imp, scarletwoman]")
    assert not possible(sw, ["is(B, scarletwoman)"])


def test_registers_as_a_townsfolk() -> None:
    """"the Spy might register as a specific Townsfolk or Outsider": shown as the
    Soldier nobody claims, the Spy is B or C."""
    got = worlds(case("washerwoman", "[{night: 1, washerwoman: [B, C, soldier]}]"))
    base = ("washerwoman",) + TOWN
    pairs = [(m, imp) for m in (1, 2) for imp in (1, 2, 3, 4) if m != imp]
    assert got == with_evil(pairs, base)


def test_registers_as_an_outsider() -> None:
    """With no Outsider in play, a Librarian shown the Saint saw the Spy."""
    claims = ("chef", "investigator", "washerwoman", "empath")
    got = worlds(case("librarian", "[{night: 1, librarian: [B, C, saint]}]", claims))
    assert got and {w.index("spy") for w in got} == {1, 2}


def test_registers_differently_to_each_ability() -> None:
    """"It is the Storyteller's choice as to what the Spy registers as, even as
    many characters ... during the same night": B is the Soldier to the
    Washerwoman and the Saint to a good Librarian E on night 1."""
    claims = ("chef", "investigator", "empath", "librarian")
    text = case("washerwoman", "[{night: 1, washerwoman: [B, C, soldier]}]", claims)
    text = text.replace("claim: librarian}",
                        "claim: librarian, info: [{night: 1, librarian: [B, D, saint]}]}")
    base = ("washerwoman",) + claims
    assert worlds(text, ["good(E)"]) == with_evil([(1, 2), (1, 3)], base)


def test_good_to_the_empath_evil_to_the_chef() -> None:
    """"even as many characters or both alignments during the same night": the
    Spy B is good to the Empath A (who learns 0) and evil to the good Chef E,
    who learns 1 for the pair B-C."""
    claims = ("investigator", "ravenkeeper", "monk", "chef")
    text = case("empath", "[{night: 1, empath: 0}]", claims)
    text = text.replace("claim: chef}", "claim: chef, info: [{night: 1, chef: 1}]}")
    got = worlds(text, ["is(B, spy)"])
    assert got == {("empath", "spy", "imp", "monk", "chef")}


def test_poisoned_spy_registers_as_itself() -> None:
    """Misregistration needs a working Spy: a poisoned Spy beside the Empath is
    counted as evil."""
    claims = ("chef", "investigator", "washerwoman", "librarian", "undertaker")
    text = case("empath", "[{night: 1, empath: 0}]", claims,
                hidden="[imp, spy, poisoner]",
                counts="counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}")
    assert possible(text, ["is(B, spy)", "not poisoned(B, night 1)"])
    assert not possible(text, ["is(B, spy)", "poisoned(B, night 1)"])


def test_registers_even_if_dead() -> None:
    """"even if dead": the executed Spy B may be shown to the Undertaker as the
    Soldier nobody claims."""
    claims = ("chef", "investigator", "washerwoman", "librarian")
    got = worlds(case("undertaker", "[{night: 2, undertaker: soldier}]", claims,
                      events="[{day: 1, executed: B}]"))
    base = ("undertaker",) + claims
    assert got == with_evil([(1, 2), (1, 3), (1, 4)], base)


def test_never_registers_as_another_minion() -> None:
    """The Spy registers "as good & as a Townsfolk or Outsider", not as another
    Minion: an Investigator shown a Poisoner nobody can be saw no Spy."""
    claims = ("chef", "ravenkeeper", "washerwoman", "librarian")
    text = case("investigator", "[{night: 1, investigator: [B, C, poisoner]}]", claims)
    assert not possible(text)
    assert possible(case("investigator", "[{night: 1, investigator: [B, C, spy]}]", claims))
