"""No Dashii: "Each night*, choose a player: they die. Your 2 Townsfolk neighbours
are poisoned."

Six seats A..F (3 Townsfolk, 1 Outsider, 1 Minion, 1 Demon); A is `you`.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, soldier, monk, slayer, mayor, saint, recluse, scarletwoman, imp, nodashii]"


# B saint, C hidden, D soldier, E hidden, F monk.
SEATS = {"B": "saint", "C": None, "D": "soldier", "E": None, "F": "monk"}


def seated() -> str:
    rows = []
    for n, c in SEATS.items():
        rows.append(f"      - {{name: {n}, claim: {c}}}" if c else f"      - {{name: {n}}}")
    return "\n".join(rows)


def six(hidden: str = "[scarletwoman, nodashii]", info: str = "[]", tail: str = "") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    players:
      - {{name: A, claim: chef, info: {info}}}
{seated()}
    {tail}
    """


def test_the_nearest_townsfolk_each_way_skipping_others():
    """"The No Dashii's closest clockwise and counterclockwise Townsfolk neighbors
    are poisoned": a No Dashii at C poisons A (the Saint at B is skipped) and D,
    never the Saint."""
    text = six()
    assert possible(text, ["is(C, nodashii)"])
    assert not possible(text, ["is(C, nodashii)", "not poisoned(A)"])
    assert not possible(text, ["is(C, nodashii)", "not poisoned(D)"])
    assert not possible(text, ["is(C, nodashii)", "poisoned(B)"])
    assert not possible(text, ["is(C, nodashii)", "poisoned(F)"])


def test_dead_neighbours_stay_poisoned():
    """"...are poisoned, regardless of whether they are alive or dead": the
    executed Soldier at D is still the No Dashii's poisoned neighbour."""
    text = six(tail="events: [{day: 1, executed: D}]")
    assert not possible(text, ["is(C, nodashii)", "not poisoned(D)"])


def test_a_poisoned_chef_may_be_wrong():
    """With the evil pair C, E apart the Chef learns 0; "1" is only possible while
    the Chef is poisoned, i.e. with the No Dashii next to them along Townsfolk
    (C); without a No Dashii (an Imp instead) it is impossible."""
    one = six(info="[{night: 1, chef: 1}]")
    assert possible(one, ["is(C, nodashii)"])
    assert not possible(six("[scarletwoman, imp]", "[{night: 1, chef: 1}]"))


def test_kills_each_night_but_the_first():
    """"Each night*, choose a player: they die.\""""
    assert possible(six(tail="events: [{night: 2, died: F}]"))
    assert not possible(six(tail="events: [{night: 1, died: F}]"))


def test_a_spy_may_register_as_a_townsfolk_neighbour():
    """A Spy "might register as good & as a Townsfolk", and "neighboring Outsiders,
    Minions, or Travellers are skipped": with the No Dashii at D and the Spy at
    E, the Storyteller may poison the Spy as D's Townsfolk neighbour, leaving
    the Slayer F beyond it sober, whose shot then kills D."""
    text = """
    script: [slayer, chef, empath, investigator, washerwoman, monk, spy, nodashii]
    hidden: [spy, nodashii]
    counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
    players:
      - {name: A, claim: chef}
      - {name: B, claim: empath}
      - {name: C, claim: investigator}
      - {name: D}
      - {name: E}
      - {name: F, claim: slayer}
    events: [{day: 1, slayer: F, target: D, died: true}]
    rules: {game_ended: true}
    """
    truth = ["is(D, nodashii)", "is(E, spy)"]
    assert possible(text, truth)
    assert not possible(text, truth + ["poisoned(F, night 1)"])
    assert not possible(text, truth + ["not poisoned(E, night 1)"])
