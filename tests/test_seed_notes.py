"""The seeds' own notes on setup and interactions (seed-inventory.md), each
checked on the seed's built-in script with the characters encoded today (the
others left out through `hidden`). Not here, as other branches encode them:
the Hermit with the Zealot or the Organ Grinder (seed 002), the Lleech with the
Scarlet Woman (seed 004).
"""

from __future__ import annotations

from tests.helpers import possible, worlds


def seats(claims: str) -> str:
    """`A:chef B C:saint` -> player rows (a bare name claims nothing)."""
    rows = []
    for item in claims.split():
        name, _, claim = item.partition(":")
        rows.append(f"  - {{name: {name}, claim: {claim}}}" if claim else f"  - {{name: {name}}}")
    return "\n".join(rows)


# ---- the Marionette neighbours the Demon (seeds 000, 002, 004) -----------------

def test_the_marionette_sits_next_to_the_demon():
    """Seed 000, Marionette: "The Marionette neighbors the Demon. There are no
    players sitting in between the Marionette and the Demon." On Wrapped Around
    Your Finger, in every world the Marionette's seat is beside the Imp's."""
    text = f"""
script: wrapped
hidden: [marionette, imp]
players:
{seats("A:noble B:empath C:slayer D:savant E:dreamer F:towncrier G:shugenja")}
"""
    found = worlds(text)
    assert found
    n = 7
    for w in found:
        m, d = w.index("marionette"), w.index("imp")
        assert (m - d) % n in (1, n - 1), w
    # and every seat beside the Demon may be the Marionette
    assert {(w.index("marionette") - w.index("imp")) % n for w in found} == {1, n - 1}


# ---- the Xaan's night is the Outsider count (seed 002) ------------------------

def xaan_case(night: int) -> str:
    """You, the lone Village Idiot, learn on night `night` that A, who is good, is
    evil: only a Xaan poisoning every Townsfolk that night explains it (no other
    droisoner may be in play; C to F may be unclaimed Outsiders). The Demon
    kills the good Washerwoman B on night 2 (so no Barber's death swaps)."""
    info = f"[{{night: {night}, villageidiot: [A, evil]}}]"
    return f"""
script: seed002
you: You
hidden: [xaan, imp, butler, barber, hermit, dreamer]
known: ["good(A)", "good(B)"]
players:
  - {{name: You, claim: villageidiot, info: {info}}}
{seats("A:chef B:washerwoman C D E F")}
events: [{{night: 2, died: B}}]
"""


def test_the_xaan_poisons_on_the_night_equal_to_the_outsider_count():
    """Seed 002, Xaan: "The night that this happens equals the number of Outsiders
    in play. For example, if there are 2 Outsiders, the Xaan poisons on night 2."
    False information on night 2 means two Outsiders; on night 1, one."""
    outsiders = {"butler", "barber", "hermit"}
    for night in (1, 2):
        found = worlds(xaan_case(night))
        assert found
        assert {sum(c in outsiders for c in w) for w in found} == {night}
        assert all("xaan" in w for w in found)


# ---- Village Idiot duplicates, one drunk (seeds 000, 002, 004) ----------------

def vi_case(reports: list[str]) -> str:
    """Seven players: A, B, D... claim the Village Idiot and say C is `good` or
    `evil`; `known` makes them good, so each is a real Village Idiot (no
    droisoner may be in play)."""
    rows, known = [], []
    names = iter("ABDEF")
    for alignment in reports:
        name = next(names)
        rows.append(f"  - {{name: {name}, claim: villageidiot, "
                    f"info: [{{night: 1, villageidiot: [C, {alignment}]}}]}}")
        known.append(f'"good({name})"')
    fill = ["noble", "empath", "slayer", "savant", "towncrier", "shugenja"][: 6 - len(reports)]
    rows += [f"  - {{name: {n}, claim: {c}}}" for n, c in zip("GHIJKL", fill)]
    return f"""
script: wrapped
hidden: [scarletwoman, imp]
known: [{", ".join(known)}]
players:
  - {{name: C, claim: dreamer}}
{chr(10).join(rows)}
"""


def test_a_lone_village_idiot_is_sober():
    """Seeds 000/004, Village Idiot (Korean description): "If there is only one
    Village Idiot, that player is not drunk." A's "C is evil" is true."""
    assert possible(vi_case(["evil"]))
    assert not possible(vi_case(["evil"]), ["good(C)"])


def test_of_several_village_idiots_exactly_one_is_drunk():
    """Seeds 000/004: "[+0 to +2 Village Idiots. 1 of the extras is drunk]"; "The
    Storyteller chooses the drunk Village Idiot during setup." Two who disagree:
    one of them is the drunk one, either way. Three, two saying evil: the one
    saying good is the drunk one, so C is evil."""
    two = vi_case(["evil", "good"])
    assert possible(two, ["good(C)"]) and possible(two, ["evil(C)"])
    three = vi_case(["evil", "evil", "good"])
    assert possible(three)
    assert not possible(three, ["good(C)"])
    assert not possible(vi_case(["evil", "good", "good", "evil"]))  # at most 3 in all


# ---- the Hermit with the Butler's ability (seed 002) -------------------------

def hermit_case(claim: str, voters: str) -> str:
    return f"""
script: seed002
hidden: [imp, scarletwoman]
players:
  - {{name: H, claim: {claim}, info: [{{night: 1, butler: A}}]}}
{seats("A:chef B:washerwoman C:dreamer D:fortuneteller E:savant F:towncrier G:ravenkeeper")}
events: [{{day: 1, nominated: B, by: C, voters: {voters}}}]
"""


def test_the_hermit_holds_the_butlers_ability():
    """Seed 002, Hermit: "The Hermit has the abilities of all the other Outsiders
    on the Script, all at once": on seed 002 a Hermit chooses a master as the
    Butler does; a Barber-claimant, who has no such ability, could not report one."""
    assert possible(hermit_case("hermit", "[A, H]"), ["is(H, hermit)"])
    assert not possible(hermit_case("barber", "[A, H]"), ["is(H, barber)"])


def test_the_hermits_vote_ruling_binds_the_player_not_the_storyteller():
    """Seed 002's ruling: "The Hermit must vote when (and only when) their master
    votes." As for the Butler ("It is not the Storyteller's responsibility to
    monitor the Butler"), a vote against it is the player's error: the world
    where H is the Hermit and voted without A stays."""
    assert possible(hermit_case("hermit", "[H]"), ["is(H, hermit)"])
    assert possible(hermit_case("hermit", "[A]"), ["is(H, hermit)"])
