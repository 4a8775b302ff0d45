"""Vigormortis: "Each night*, choose a player: they die. Minions you kill keep
their ability & poison 1 Townsfolk neighbour. [-1 Outsider]"

A is `you`; the hidden evil are a Poisoner and the Vigormortis (or an Imp).
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[empath, chef, soldier, monk, slayer, mayor, saint, butler, poisoner, scarletwoman, "
          "imp, vigormortis]")


def case(claims: list[str | None], hidden: str = "[poisoner, vigormortis]", info: str = "[]",
         tail: str = "", counts: str = "") -> str:
    rows = "\n".join(f"      - {{name: {n}, claim: {c}}}" if c else f"      - {{name: {n}}}"
                     for n, c in zip("BCDEFGH", claims))
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    {counts}
    players:
      - {{name: A, claim: empath, info: {info}}}
{rows}
    {tail}
    """


def test_one_fewer_outsider():
    """"[-1 Outsider]": six players have one Outsider by the table; with the
    Vigormortis there is none, so a claimed Saint must be lying."""
    claims = ["saint", "chef", "soldier", None, None]
    assert not possible(case(claims), ["is(B, saint)"])
    assert possible(case(claims, "[poisoner, imp]"), ["is(B, saint)"])



def test_no_outsider_to_remove():
    """"[-1 Outsider]" with none to remove: five players have no Outsider by the
    table, and the Vigormortis can still be in play, with the counts as they
    are (a Saint is still one Outsider too many)."""
    claims = ["chef", "soldier", None, None]
    assert possible(case(claims), ["is(D, vigormortis)"])
    assert not possible(case(["saint", "soldier", None, None]), ["is(B, saint)"])

def test_another_outsider_added_where_the_table_has_none():
    """"[-1 Outsider]" where the table has no Outsider, beside a character
    that adds one (the Huntsman's "[+the Damsel]", the Godfather's "+1
    Outsider"): the texts do not order the two, so the Damsel or the
    Godfather's Outsider may stay in play (the Vigormortis removed nothing)
    or, for the Godfather, be removed again. Before, a Huntsman and a
    Vigormortis could never be in play together at 5, 7, 8, 9 or 10 players
    (a simulated game lost its true world)."""
    hunts = """
    script: [huntsman, chef, empath, soldier, damsel, saint, poisoner, godfather, imp, vigormortis]
    you: A
    players:
      - {name: A, claim: huntsman}
      - {name: B, claim: chef}
      - {name: C, claim: damsel}
      - {name: D}
      - {name: E}
    """
    assert possible(hunts, ["is(C, damsel)", "is(E, vigormortis)"])
    assert possible(hunts, ["is(C, damsel)", "is(E, imp)"])
    godfather = hunts.replace("claim: huntsman", "claim: empath")
    godfather = godfather.replace("claim: damsel", "claim: saint")
    assert possible(godfather, ["is(C, saint)", "is(D, godfather)", "is(E, vigormortis)"])
    removed = godfather.replace("claim: saint", "claim: soldier")
    assert possible(removed, ["is(D, godfather)", "is(E, vigormortis)"])
    # Still one Outsider at most: a Saint and a Damsel cannot both be true.
    two = godfather.replace("claim: chef", "claim: damsel")
    assert not possible(two, ["is(B, damsel)", "is(C, saint)", "is(E, vigormortis)"])


def test_a_killed_minion_keeps_its_ability():
    """"If the Vigormortis kills a Minion, that Minion keeps their ability": the
    Poisoner at D dies on night 2 yet still poisons the Empath on night 3, whose
    "2" (B, E good... both neighbours good) is then false."""
    seven = "counts: {townsfolk: 4, outsider: 1, minion: 1, demon: 1}"  # before -1 Outsider
    claims = ["chef", "monk", None, "soldier", "slayer", None]
    info = "[{night: 3, empath: 2}]"
    text = case(claims, info=info, counts=seven,
                tail="events: [{day: 1, executed: C}, {night: 2, died: D}, {day: 2, executed: E}]")
    assert possible(text, ["is(D, poisoner)", "is(G, vigormortis)"])
    imp = case(claims, "[poisoner, imp]", info=info,
               tail="events: [{day: 1, executed: C}, {night: 2, died: D}, {day: 2, executed: E}]")
    assert not possible(imp, ["is(D, poisoner)"])


def test_and_poisons_a_townsfolk_neighbour():
    """"...one of the Minion's Townsfolk neighbors is poisoned": after the
    Vigormortis kills the Scarlet Woman at D, one of C and E (her Townsfolk
    neighbours) is poisoned from then on, and nobody else is."""
    seven = "counts: {townsfolk: 4, outsider: 1, minion: 1, demon: 1}"  # before -1 Outsider
    claims = ["chef", "monk", None, "soldier", "slayer", None]
    text = case(claims, "[scarletwoman, vigormortis]", counts=seven,
                tail="events: [{night: 2, died: D}]\n    now: {day: 3}")
    base = ["is(D, scarletwoman)", "is(G, vigormortis)"]
    assert possible(text, base + ["poisoned(C)"])
    assert possible(text, base + ["poisoned(E)"])
    assert not possible(text, base + ["not poisoned(C)", "not poisoned(E)"])
    assert not possible(text, base + ["poisoned(B)"])
    assert not possible(text, base + ["poisoned(C, night 1)"])
