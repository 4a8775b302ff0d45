"""Ogre: "On your 1st night, choose a player (not yourself): you become their
alignment (you don't know which) even if drunk or poisoned."

Seed 000: "The Ogre becomes the same alignment as their chosen player
immediately on the first night, even if the Ogre is drunk or poisoned. The
Ogre is not told their alignment".

Five players: A is the Ogre; D and E, unclaimed, are the Minion and the Demon
(the only hidden characters), so B and C are good.
"""

from __future__ import annotations

from tests.helpers import possible, worlds

SCRIPT = "[ogre, recluse, chef, empath, soldier, imp, scarletwoman, poisoner, spy]"


def case(choice: str, minion: str = "scarletwoman", you: str = "you: A",
         b: str = "{name: B, claim: empath}", counts: str = "2/1/1/1",
         events: str = "[]") -> str:
    t, o, m, d = counts.split("/")
    return f"""
    script: {SCRIPT}
    {you}
    hidden: [imp, {minion}]
    counts: {{townsfolk: {t}, outsider: {o}, minion: {m}, demon: {d}}}
    players:
      - {{name: A, claim: ogre, info: [{{night: 1, ogre: {choice}}}]}}
      - {b}
      - {{name: C, claim: chef}}
      - {{name: D}}
      - {{name: E}}
    events: {events}
    """


def test_the_ogre_takes_the_chosen_players_alignment():
    assert not possible(case("D"), ["good(A, night 1)"])
    assert possible(case("D"), ["evil(A, night 1)"])
    assert not possible(case("C"), ["evil(A, night 1)"])


def test_even_if_poisoned():
    """"even if drunk or poisoned": the Poisoner may poison A on night 1, A still
    becomes evil by choosing the evil D."""
    text = case("D", minion="poisoner")
    assert not possible(text, ["good(A, night 1)"])
    assert possible(text, ["is(D, poisoner) and poisoned(A, night 1)"])


def test_not_yourself():
    assert not possible(case("A"))


def test_an_evil_ogres_report_binds_nothing():
    """Without `you`, an Ogre who chose an evil player is evil and may say
    anything: the report "I chose C" does not make A good."""
    text = case("C", you="")
    assert possible(text, ["is(A, ogre) and evil(A, night 1)"])
    # Bound while good: having chosen the good C, A is good.
    assert possible(text, ["is(A, ogre) and good(A, night 1)"])


def test_an_evil_ogre_is_evil_to_other_abilities():
    """The Empath B (`you`) sits between A and C. The Empath acts before the Ogre
    on night 1 (official night order) and sees A good; on night 2 A is evil.
    D dies on night 2 (the Demon's kill), nobody next to B."""
    b = "{name: B, claim: empath, info: [{night: 1, empath: 0}, {night: 2, empath: 1}]}"
    text = case("C", you="you: B", b=b, events="[{night: 2, died: D}]")
    assert possible(text)
    assert not possible(text, ["good(A, night 2)"])
    assert possible(text, ["is(A, ogre) and evil(A, night 2)"])


def test_jinx_recluse_may_register_as_evil_to_the_ogre():
    """Jinx: "If the Recluse registers as evil to the Ogre, the Ogre is told it
    has become evil": choosing a good Recluse may make the Ogre evil."""
    text = case("B", b="{name: B, claim: recluse}", counts="1/2/1/1")
    assert possible(text, ["is(B, recluse) and evil(A, night 1)"])
    assert possible(text, ["is(B, recluse) and good(A, night 1)"])


def test_jinx_spy_always_registers_as_evil_to_the_ogre():
    """Jinx: "The Spy always registers as evil to the Ogre" (the Spy might
    otherwise register as good)."""
    text = case("D", minion="spy")
    assert not possible(text, ["is(D, spy) and good(A, night 1)"])
    assert worlds(text)
