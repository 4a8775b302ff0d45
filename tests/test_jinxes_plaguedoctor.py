"""The Plague Doctor's official jinxes (facts/data/jinxes.tsv), each drawn from
its text: "If the Storyteller would gain the X ability, a Minion gains it
instead and learns so" (Fearmonger, Goblin, Scarlet Woman, Spy, Wraith).

Seven players; `you: A`; B claims the Plague Doctor; the evil pair is an Imp
and a Poisoner (F and G claim nothing).
"""

from __future__ import annotations

import random

from simulator.game import custom_script
from simulator.loop import Game
from tests.helpers import possible, result, table

CLAIMS = ["A:chef", "B:plaguedoctor", "C:empath", "D:investigator", "E:washerwoman", "F", "G"]


def case(minions: str, events: str, now: str) -> str:
    script = f"[plaguedoctor, chef, empath, investigator, washerwoman, saint, imp, {minions}]"
    return table(script, CLAIMS, "[imp, poisoner]", "4/1/1/1", events, "you: A", now)


# B (the Plague Doctor) executed on day 1, A dies on night 2, F executed on day 2
# with five alive, and the game goes on to night 3.
DEMON_EXECUTED = ("[{day: 1, executed: B}, {night: 2, died: A}, {day: 2, executed: F}]")


def test_a_minion_gains_the_scarlet_womans_ability():
    """Scarlet Woman on the script: at B's death a Minion may gain her ability,
    so F may be the Imp, executed with five alive, G the Poisoner then the Imp.
    Without the Scarlet Woman the game would have ended: F is no Imp."""
    text = case("poisoner, scarletwoman", DEMON_EXECUTED, "now: {night: 3}")
    got = result(text, ["is(F, imp, night 1)"]).worlds
    assert got and all(w.ends[-1][5:] == ("imp", "imp") for w in got)
    plain = case("poisoner, baron", DEMON_EXECUTED, "now: {night: 3}")
    assert possible(plain)
    assert not possible(plain, ["is(F, imp, night 1)"])


def test_only_at_its_death():
    """Alive, the Plague Doctor gives nothing: F executed on day 1 (B alive) is no
    Imp, the Scarlet Woman on the script or not."""
    text = case("poisoner, scarletwoman", "[{day: 1, executed: F}]", "now: {night: 2}")
    assert possible(text)
    assert not possible(text, ["is(F, imp, night 1)"])


def test_a_minion_gains_the_spys_ability():
    """Spy on the script: at B's death a Minion may gain the Spy's ability and
    register as good. You (A, the Empath) have B and G as neighbours: 1 on
    night 1, then with B executed, 0 on night 2 (G and C): G may be the evil
    Scarlet Woman, registering as good to you. Without the Spy on the script
    no world is left (B, the only Outsider, is good; so your night-1 evil
    neighbour is G, who cannot register as good on night 2)."""
    claims = ["{name: A, claim: empath, info: [{night: 1, empath: 1}, {night: 2, empath: 0}]}",
              "B:plaguedoctor", "C:chef", "D:investigator", "E:washerwoman", "F", "G"]

    def spy_case(minions: str) -> str:
        script = f"[plaguedoctor, chef, empath, investigator, washerwoman, saint, imp, {minions}]"
        return table(script, claims, "[imp, scarletwoman]", "4/1/1/1",
                     "[{day: 1, executed: B}]", "you: A", "now: {day: 2}")

    assert possible(spy_case("scarletwoman, spy"), ["is(G, scarletwoman, night 1)"])
    assert not possible(spy_case("scarletwoman, baron"))


def test_a_minion_gains_the_fearmongers_ability():
    """Fearmonger on the script, none in play: after B's death on day 1 a Minion
    may hold the Fearmonger's ability, so the night-2 announcement that a
    Fearmonger chose a new player fits; before B's death (night 1) it does
    not."""
    announced = "[{day: 1, executed: B}, {night: 2, fearmonger: new}]"
    assert possible(case("poisoner, fearmonger", announced, "now: {day: 2}"))
    early = "[{night: 1, fearmonger: new}, {day: 1, executed: B}]"
    assert not possible(case("poisoner, fearmonger", early, "now: {day: 2}"))


def test_the_simulator_gives_a_minion_the_ability():
    """The simulator's twin: a working Plague Doctor's death, the Storyteller
    gaining a jinxed Minion's ability, gives it to a Minion instead."""
    script = custom_script(("plaguedoctor", "chef", "empath", "investigator", "washerwoman",
                            "monk", "soldier", "imp", "scarletwoman", "spy", "wraith",
                            "goblin", "fearmonger"))
    given = []
    for i in range(30):
        g = Game(random.Random(f"plaguedoctor-jinx:{i}"), 6, script)
        doctor = next((s for s, x in enumerate(g.seats) if x.char == "plaguedoctor"), None)
        if doctor is None:
            continue
        g.kill(doctor, "execution")
        for x in g.seats:
            if x.gained:
                assert g.team(x.char) == "minion" and x.gained[0] in script.chars
                given.append(x.gained[0])
    assert given


def test_players_become_outsiders_instead_of_the_baron_ability():
    """Jinx: "If the Storyteller would gain the Baron ability, up to two players
    become Outsiders." B executed on day 1; C says they learnt then
    that they became the Saint: C may be good. With no Baron on the script,
    a good C would not have changed."""
    claims = ["A:chef", "B:plaguedoctor", "{name: C, claim: [empath, {day: 1, is: saint}]}",
              "D:investigator", "E:washerwoman", "F", "G"]

    def changed(minions: str) -> str:
        script = (f"[plaguedoctor, chef, empath, investigator, washerwoman, monk, soldier, saint, "
                  f"recluse, imp, {minions}]")
        return table(script, claims, "[imp, poisoner, monk, soldier]", "4/1/1/1",
                     "[{day: 1, executed: B}]", "you: A", "now: {day: 1}")

    assert possible(changed("poisoner, baron"), ["good(C)"])
    plain = changed("poisoner, scarletwoman")
    assert possible(plain)
    assert not possible(plain, ["good(C)"])


def test_a_player_becomes_the_boomdandy():
    """Jinx: "If the Storyteller would gain the Boomdandy ability, a player
    becomes the Boomdandy." B executed on day 1; C says they learnt then that
    they became the Boomdandy: C may be good. With no Boomdandy jinx (the
    Baron instead: Outsiders only), a good C would not have changed."""
    claims = ["A:chef", "B:plaguedoctor", "{name: C, claim: [empath, {day: 1, is: boomdandy}]}",
              "D:investigator", "E:washerwoman", "F", "G"]

    def changed(minions: str) -> str:
        script = (f"[plaguedoctor, chef, empath, investigator, washerwoman, monk, soldier, "
                  f"saint, imp, {minions}]")
        return table(script, claims, "[imp, poisoner, monk, soldier]", "4/1/1/1",
                     "[{day: 1, executed: B}]", "you: A", "now: {day: 1}")

    assert possible(changed("poisoner, boomdandy"), ["good(C)"])
    without = changed("poisoner, baron")
    assert possible(without)
    assert not possible(without, ["good(C)"])


def test_a_good_neighbour_of_the_demon_becomes_the_marionette():
    """Jinx: "If the Storyteller would gain the Marionette ability, one of the
    Demon's good neighbors becomes the Marionette." B executed on day 1; C,
    the Empath, says 1 on night 1 (B and D) and 0 on night 2 (A and D): with
    D the Imp, C may have been good and then made the Marionette (their
    ability gone, their word no longer binding). Without the Marionette on
    the script, a good C with D the Imp is ruled out."""
    claims = ["A:chef", "B:plaguedoctor",
              "{name: C, claim: empath, info: [{night: 1, empath: 1}, {night: 2, empath: 0}]}",
              "D", "E:washerwoman", "F:investigator", "G"]

    def case_with(minions: str) -> str:
        script = (f"[plaguedoctor, chef, empath, investigator, washerwoman, monk, soldier, "
                  f"saint, imp, {minions}]")
        return table(script, claims, "[imp, scarletwoman, monk, soldier]", "4/1/1/1",
                     "[{day: 1, executed: B}]", "you: A", "now: {day: 2}")

    made = "is(D, imp, night 1) and good(C, night 1)"
    assert possible(case_with("scarletwoman, marionette"), [made])
    without = case_with("scarletwoman, baron")
    assert possible(without)
    assert not possible(without, [made])


def test_the_simulator_makes_a_neighbour_the_marionette_untold():
    """The simulator's twin: the Storyteller would gain the Marionette (the only
    Minion of the script not given to a Minion): a good neighbour of the
    Demon becomes the Marionette, evil, still believing their character."""
    script = custom_script(("plaguedoctor", "chef", "empath", "investigator", "washerwoman",
                            "monk", "soldier", "imp", "marionette", "poisoner"))
    made = 0
    for i in range(40):
        g = Game(random.Random(f"plaguedoctor-marionette:{i}"), 6, script)
        if g.in_play("marionette"):
            continue
        doctor = next(s for s, x in enumerate(g.seats) if x.char == "plaguedoctor")
        before = [(x.char, x.believed) for x in g.seats]
        g.kill(doctor, "execution")
        for x, (char, believed) in zip(g.seats, before):
            if x.char == "marionette":
                assert x.evil and x.believed == believed and char != "marionette"
                assert not x.changes
                made += 1
    assert made


def test_a_player_becomes_the_evil_twin():
    """Jinx: "If the Storyteller would gain the Evil Twin ability, a player
    becomes the Evil Twin." B executed on day 1; C says they learnt then that
    they became the Evil Twin: C may be good (a good player turned into an
    Evil Twin stays good). With no Evil Twin on the script, a good C would not
    have changed."""
    claims = ["A:chef", "B:plaguedoctor", "{name: C, claim: [empath, {day: 1, is: eviltwin}]}",
              "D:investigator", "E:washerwoman", "F", "G"]

    def changed(minions: str) -> str:
        script = (f"[plaguedoctor, chef, empath, investigator, washerwoman, monk, soldier, "
                  f"saint, imp, {minions}]")
        return table(script, claims, "[imp, poisoner, monk, soldier]", "4/1/1/1",
                     "[{day: 1, executed: B}]", "you: A", "now: {day: 2}")

    assert possible(changed("poisoner, eviltwin"), ["good(C)"])
    without = changed("poisoner, baron")
    assert possible(without)
    assert not possible(without, ["good(C)"])
