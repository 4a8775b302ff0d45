"""Recluse: "You might register as evil & as a Minion or Demon, even if dead."

Five players (2 Townsfolk, 1 Outsider, 1 Minion, 1 Demon) unless a test says
otherwise; B claims the Recluse and, as the only Outsider claimant, is the
Recluse; `you: A` holds the detecting ability.
"""

from __future__ import annotations

from helpers import possible, worlds

TOWN = ("washerwoman", "ravenkeeper", "monk", "slayer", "soldier")


def case(you: str, infos: str, n: int = 5, events: str = "[]",
         hidden: str = "[imp, scarletwoman]", others: dict[str, str] | None = None,
         b: str = "recluse") -> str:
    rows = []
    for name, claim in zip("BCDEF"[:n - 1], (b,) + TOWN):
        extra = (others or {}).get(name, "")
        rows.append(f"      - {{name: {name}, claim: {claim}{extra}}}")
    body = "\n".join(rows)
    return f"""
    script: [librarian, investigator, empath, chef, undertaker, washerwoman, ravenkeeper,
             monk, slayer, soldier, recluse, saint, butler, imp, scarletwoman, poisoner, baron]
    you: A
    hidden: {hidden}
    counts: {{townsfolk: {n - 3}, outsider: 1, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: {you}, info: {infos}}}
{body}
    events: {events}
    """


def evil_pairs(ws: set[tuple[str, ...]]) -> set[frozenset[str]]:
    """The sets of evil seats (as names) over the worlds."""
    return {frozenset("ABCDEF"[i] for i, c in enumerate(w)
                      if c in ("imp", "scarletwoman", "poisoner")) for w in ws}


def test_registers_as_evil_to_the_empath() -> None:
    """"Whenever the Recluse's alignment is detected, the Storyteller chooses
    whether the Recluse registers as good or evil": Empath A (neighbours B, E)
    learns 1 or 2 with E good or evil; a Saint B would give fewer worlds."""
    one = worlds(case("empath", "[{night: 1, empath: 1}]"))
    assert evil_pairs(one) == {frozenset(p) for p in ("CD", "CE", "DE")}
    two = worlds(case("empath", "[{night: 1, empath: 2}]"))
    assert evil_pairs(two) == {frozenset(p) for p in ("CE", "DE")}
    assert not possible(case("empath", "[{night: 1, empath: 2}]", b="saint"))


def test_registers_as_a_minion() -> None:
    """"Whenever the Recluse is targeted by an ability that affects specific
    Minions or Demons, the Storyteller chooses whether the Recluse registers as
    that specific Minion": the Investigator sees a Baron that is not in play."""
    text = case("investigator", "[{night: 1, investigator: [B, C, baron]}]")
    assert evil_pairs(worlds(text)) == {frozenset(p) for p in ("CD", "CE", "DE")}
    assert not possible(case("investigator", "[{night: 1, investigator: [B, C, baron]}]",
                             b="saint"))


def test_poisoned_recluse_cannot_register() -> None:
    """A poisoned Recluse has no ability: poisoned on night 1, B cannot be the
    Scarlet Woman to the Investigator, and is not counted evil by the Chef."""
    inv = case("investigator", "[{night: 1, investigator: [B, C, scarletwoman]}]",
               hidden="[imp, poisoner]")
    assert possible(inv, ["not poisoned(B, night 1)"])
    assert not possible(inv, ["poisoned(B, night 1)"])
    chef = case("chef", "[{night: 1, chef: 1}]", hidden="[imp, poisoner]")
    split = ["evil(C)", "evil(E)"]
    assert possible(chef, split + ["not poisoned(B, night 1)"])
    assert not possible(chef, split + ["poisoned(B, night 1)"])


def test_minion_to_one_ability_good_to_another() -> None:
    """"The Recluse may register as either good or evil, or as an Outsider,
    Minion, or Demon, at different parts of the same night": on night 1 the
    Recluse B is a Minion to the Librarian (so "none" is true) and good to a
    good Empath C (neighbours B and D)."""
    empath = {"C": ", info: [{night: 1, empath: 0}]"}
    text = case("librarian", "[{night: 1, librarian: none}]", n=6, others=empath)
    text = text.replace("claim: washerwoman, info", "claim: empath, info")
    got = worlds(text, ["good(C)"])
    assert evil_pairs(got) == {frozenset("EF")}
    assert len(got) == 2


def test_registration_may_change_between_nights() -> None:
    """The Storyteller chooses at each detection: the Empath A (neighbours the
    Recluse B and a good E) learns 1 on night 1 and 0 on night 2."""
    infos = "[{night: 1, empath: 1}, {night: 2, empath: 0}]"
    text = case("empath", infos, events="[{night: 2, died: D}]")
    got = worlds(text, ["good(E)"])
    assert evil_pairs(got) == {frozenset("CD")}
    assert len(got) == 2


def test_evil_to_the_chef_good_to_the_empath() -> None:
    """Same night, two alignment checks, two answers: the Empath A (neighbours
    the Recluse B and E) learns 0, so C and D are the evil pair, and the good
    Chef E learns 2 (B-C and C-D)."""
    chef = {"E": ", info: [{night: 1, chef: 2}]"}
    text = case("empath", "[{night: 1, empath: 0}]", others=chef)
    text = text.replace("claim: monk, info", "claim: chef, info")
    got = worlds(text)
    assert evil_pairs(got) == {frozenset("CD")}
    assert len(got) == 2


def test_registers_as_the_demon_to_the_fortune_teller() -> None:
    """The Recluse may register as a Demon: with the Imp F outside both pairs,
    yes on C, D (night 1) and on E, B (night 2) needs the one Red Herring in one
    pair and the Recluse in the other."""
    ft = ("[{night: 1, fortuneteller: [C, D, yes]}, "
          "{night: 2, fortuneteller: [E, B, yes]}]")
    events = "[{night: 2, died: C}]"
    text = case("fortuneteller", ft, n=6, events=events)
    text = text.replace("[librarian,", "[fortuneteller, librarian,")
    assert possible(text, ["is(F, imp)"])
    saint = case("fortuneteller", ft, n=6, events=events, b="saint")
    saint = saint.replace("[librarian,", "[fortuneteller, librarian,")
    assert not possible(saint, ["is(F, imp)"])


def test_registers_even_if_dead() -> None:
    """"even if dead": the executed Recluse B shown as the Imp to the Undertaker,
    with the game going on; an executed Butler could not be."""
    text = case("undertaker", "[{night: 2, undertaker: imp}]",
                events="[{day: 1, executed: B}]")
    got = worlds(text)
    assert got and all(w[1] == "recluse" for w in got)
    butler = case("undertaker", "[{night: 2, undertaker: imp}]",
                  events="[{day: 1, executed: B}]", b="butler")
    assert not possible(butler)


def test_never_registers_as_a_townsfolk() -> None:
    """The Recluse registers as evil, an Outsider, a Minion or a Demon, never as
    a Townsfolk: a Washerwoman shown B as the Chef nobody claims is impossible."""
    ww = "[{night: 1, washerwoman: [B, C, chef]}]"
    text = case("washerwoman", ww).replace("[librarian,", "[washerwoman, librarian,")
    text = text.replace("claim: washerwoman}", "claim: slayer}")
    assert not possible(text)
    assert possible(text.replace("[B, C, chef]", "[B, C, slayer]"))
