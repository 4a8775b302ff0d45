"""Marionette: "You think you are a good character, but you are not. The Demon
knows who you are. [You neighbor the Demon]"

Six players in a circle (You, A, B, C, D, E), four Townsfolk, one Minion, one
Demon unless a test says otherwise.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, washerwoman, librarian, monk, soldier, "
          "recluse, saint, drunk, marionette, poisoner, imp]")


def case(you: str = "chef", claims: tuple[str, ...] = ("empath", "investigator", "monk",
                                                     "soldier", "washerwoman"),
         might_be: str = "[marionette]", infos: str = "[]", outsiders: int = 0,
         hidden: str = "[imp, marionette, poisoner, drunk]", script: str = SCRIPT) -> str:
    rows = "\n".join(f"  - {{name: {n}, claim: {c}}}" for n, c in zip("ABCDE", claims))
    return f"""
script: {script}
you: You
you_might_be: {might_be}
hidden: {hidden}
counts: {{townsfolk: {4 - outsiders}, outsider: {outsiders}, minion: 1, demon: 1}}
players:
  - {{name: You, claim: {you}, info: {infos}}}
{rows}
"""


def test_neighbours_the_demon():
    """"The Marionette neighbors the Demon. There are no players sitting in between
    the Marionette and the Demon." You (A's and E's neighbour) may be the
    Marionette beside A or E, never with the Demon two seats away."""
    c = case()
    assert possible(c, ["is(You, marionette)", "is(A, imp)"])
    assert possible(c, ["is(You, marionette)", "is(E, imp)"])
    assert not possible(c, ["is(You, marionette)", "is(B, imp)"])
    assert not possible(c, ["is(You, marionette)", "is(C, imp)"])


def test_thinks_they_are_good():
    """"You think you are a good character, but you are not": shown the Chef, You
    may be the Marionette only if the case says you might be."""
    assert possible(case(), ["is(You, marionette)"])
    assert not possible(case(might_be="[]"), ["is(You, marionette)"])


def test_may_believe_an_outsider():
    """"The Marionette draws either a Townsfolk or an Outsider token": shown the
    Saint, with no Outsider in the setup, You can only be the Marionette."""
    c = case(you="saint")
    assert possible(c, ["is(You, marionette)"])
    assert not possible(c, ["is(You, saint)"])


def test_believed_token_is_not_in_play():
    """The token the Marionette draws is the only one of it in the bag: if You are
    the Marionette shown the Chef, A (also claiming Chef) is no good Chef."""
    c = case(claims=("chef", "investigator", "monk", "soldier", "washerwoman"))
    assert possible(c, ["is(You, marionette)", "is(A, imp)"])
    assert not possible(c, ["is(You, marionette)", "is(A, chef)"])
    assert not possible(c, ["is(You, marionette)", "good(A)"])


def test_registers_as_evil_and_as_a_minion():
    """"The Marionette registers as evil, and as a Minion": A, the Marionette beside
    the Demon B, counts for You, the Empath (0 is impossible, 1 fits), and an
    Investigator may see the Marionette."""
    def empath(n: int) -> str:
        return case(you="empath", might_be="[]",
                    claims=("chef", "investigator", "monk", "soldier", "washerwoman"),
                    infos=f"[{{night: 1, empath: {n}}}]")
    assert possible(empath(1), ["is(A, marionette)", "is(B, imp)"])
    assert not possible(empath(0), ["is(A, marionette)", "is(B, imp)"])
    inv = case(you="investigator", might_be="[]",
               claims=("chef", "empath", "monk", "soldier", "washerwoman"),
               infos="[{night: 1, investigator: [A, C, marionette]}]")
    assert possible(inv, ["is(A, marionette)"])
    assert not possible(inv, ["not in_play(marionette)", "not in_play(poisoner)"])


def test_marionette_info_is_unreliable():
    """"The good ability that the Marionette thinks they have doesn't work, but the
    Storyteller pretends it does. It is just as if this player is the Drunk": an
    Empath 2 with two good neighbours is wrong, so You are the Marionette."""
    c = case(you="empath", infos="[{night: 1, empath: 2}]", hidden="[imp, marionette]")
    assert possible(c, ["is(You, marionette)"])
    assert not possible(c, ["is(You, empath)"])


def test_drunk_and_marionette_do_not_share_a_token():
    """One token of each character: a Drunk A cannot believe the Chef that You, the
    Marionette, were shown."""
    c = case(claims=("chef", "investigator", "monk", "soldier", "washerwoman"), outsiders=1)
    assert not possible(c, ["is(You, marionette)", "is(A, drunk)"])
    c = case(claims=("librarian", "investigator", "monk", "soldier", "washerwoman"),
             outsiders=1)
    assert possible(c, ["is(You, marionette)", "is(A, drunk)"])


def test_balloonist_jinx_may_add_an_outsider():
    """Jinx: "If the Marionette believes it is the Balloonist, setup may have added
    an Outsider." A claims the Saint with no Outsider in the setup: only a
    Marionette You shown the Balloonist lets A be the Saint."""
    script = ("[chef, empath, investigator, monk, soldier, balloonist, saint, "
              "marionette, imp]")
    claims = ("saint", "investigator", "monk", "soldier", "empath")
    c = case(you="balloonist", claims=claims, script=script, hidden="[imp, marionette]")
    assert possible(c, ["is(You, marionette)", "is(A, saint)"])
    c = case(you="chef", claims=claims, script=script, hidden="[imp, marionette]")
    assert not possible(c, ["is(You, marionette)", "is(A, saint)"])
