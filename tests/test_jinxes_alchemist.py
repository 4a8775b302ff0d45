"""The Alchemist's official jinxes (facts/data/jinxes.tsv), each drawn from its
text. Five players; `you: A` is the Alchemist unless said; B to D claim
Townsfolk; E claims nothing.
"""

from __future__ import annotations

import random

from simulator.game import Unplayable, custom_script
from simulator.loop import Game
from tests.helpers import possible, table, worlds

TOWNSFOLK = "alchemist, chef, empath, investigator, washerwoman"


PLAIN = ["B:chef", "C:empath", "D:investigator", "E"]
TOLD = ["{name: B, claim: chef, info: [{night: 1, widow: yes}]}"] + PLAIN[1:]


def case(minions: str, shown: str, more: str = "", seats: list[str] = PLAIN,
         events: str = "[]", you: str = "A", tail: str = "") -> str:
    """The Imp and one of `minions` (the first is the one shown to A)."""
    row = f"{{name: A, claim: alchemist, info: [{{night: 1, alchemist: {shown}}}{more}]}}"
    return table(f"[{TOWNSFOLK}, imp, {minions}]", [row] + seats,
                 f"[imp, {minions}]", "3/0/1/1", events, f"you: {you}", tail)


def test_shown_the_spy_a_spy_is_in_play():
    """Jinx: "An Alchemist shown the Spy gets no Spy ability; a Spy is in play."
    Shown the Spy, the one Minion is the Spy in every world (plain texts: the
    Alchemist's Minion is not in play, so it would be the Poisoner)."""
    got = worlds(case("spy, poisoner", "spy"))
    assert got and all("spy" in w and "poisoner" not in w for w in got)


def test_shown_the_wraith_a_wraith_is_in_play():
    """Jinx: "An Alchemist shown the Wraith gets no Wraith ability; a Wraith is in
    play.\""""
    got = worlds(case("wraith, poisoner", "wraith"))
    assert got and all("wraith" in w and "poisoner" not in w for w in got)


def test_shown_the_marionette_a_marionette_is_in_play():
    """Jinx: "An Alchemist shown the Marionette gets no Marionette ability; a real
    Marionette is in play": some player is the Marionette in every world."""
    got = worlds(case("marionette, poisoner", "marionette"))
    assert got and all("marionette" in w and "poisoner" not in w for w in got)


def test_shown_the_widow_a_widow_is_in_play():
    """Jinx: "An Alchemist shown the Widow gets no Widow ability; a Widow is in
    play." B was told a Widow is in play: every world has one."""
    got = worlds(case("widow, poisoner", "widow", seats=TOLD))
    assert got and all("widow" in w and "poisoner" not in w for w in got)


def test_the_alchemist_organ_grinder_and_the_organ_grinder_are_never_both_sober():
    """Jinx: "If the Alchemist has the Organ Grinder ability, the Organ Grinder is
    in play. If both are sober, both are drunk." Shown the Organ Grinder, the
    Organ Grinder is in play in every world; on day 1 A and the Organ Grinder
    are never both sober: both drunk by the jinx, or one drunk by its own
    nightly choice and the other then sober."""
    text = case("organgrinder, poisoner", "organgrinder", tail="now: {day: 1}")
    got = worlds(text)
    assert got and all("organgrinder" in w and "poisoner" not in w for w in got)
    grinder = "is(E, organgrinder)"
    assert not possible(text, [f"{grinder} and not drunk(A) and not drunk(E)"])
    assert possible(text, [f"{grinder} and drunk(A) and drunk(E)"])
    assert possible(text, [f"{grinder} and not drunk(A) and drunk(E)"])


def test_the_alchemist_mastermind_has_no_mastermind_ability():
    """Jinx: "An Alchemist shown the Mastermind gets no Mastermind ability; the
    Mastermind is not in play." E executed on day 1 and the game goes on: E is
    no Imp, since no Mastermind ability lets the game go on past the Demon's
    execution (plain texts: A's Mastermind ability would)."""
    text = case("mastermind, poisoner", "mastermind", events="[{day: 1, executed: E}]",
                tail="now: {day: 2}")
    assert possible(text)
    assert not possible(text, ["is(E, imp)"])
    got = worlds(text)
    assert all("mastermind" not in w for w in got)


def test_the_simulator_shows_an_in_play_minion_with_no_ability():
    """The simulator's twin: shown the Spy, Widow, Wraith or Marionette, the
    Alchemist is shown one in play and gains no ability; shown the Mastermind,
    one not in play, and no ability either. Both happen in a few setups."""
    script = custom_script(("alchemist", "chef", "empath", "investigator", "washerwoman",
                            "monk", "soldier", "imp", "spy", "widow", "wraith", "marionette",
                            "mastermind"))
    shown = []
    for i in range(40):
        try:
            g = Game(random.Random(f"alchemist-jinx:{i}"), 7, script)
        except Unplayable:
            continue
        bag = {x.char for x in g.seats}
        for x in g.seats:
            if x.char == "alchemist":
                minion = x.marks["alchemist"]
                shown.append(minion)
                assert (minion in bag) == (minion != "mastermind")
                assert minion not in x.gained
    assert "mastermind" in shown and set(shown) - {"mastermind"}


def test_the_simulator_makes_both_organ_grinders_drunk():
    """The simulator's twin: an Alchemist shown the Organ Grinder holds its
    ability beside the Organ Grinder in play, and while neither is drunk or
    poisoned otherwise, both are drunk."""
    script = custom_script(("alchemist", "chef", "empath", "imp", "organgrinder"))
    seen = 0
    for i in range(10):
        g = Game(random.Random(f"alchemist-og:{i}"), 5, script)
        a = next(s for s, x in enumerate(g.seats) if x.char == "alchemist")
        o = next(s for s, x in enumerate(g.seats) if x.char == "organgrinder")
        assert g.seats[a].marks["alchemist"] == "organgrinder"
        assert "organgrinder" in g.seats[a].gained
        if not (g.statically_droisoned(a) or g.statically_droisoned(o)):
            assert g.droisoned(a) and g.droisoned(o)
            seen += 1
    assert seen


def test_the_alchemist_boffin_gives_the_demon_a_good_ability():
    """An Alchemist shown the Boffin holds its ability: the Demon has a
    not-in-play good character's ability (the jinx only keeps from the
    Alchemist which: nothing a case reports). V, claiming the Virgin, is
    nominated by N, who is executed at once: the Imp V with the Virgin's
    ability explains it; an Alchemist shown the Poisoner gives the Imp none.
    (The one Minion is the Scarlet Woman, so no Boffin is in play.)"""
    def virgin(shown: str) -> str:
        return f"""
script: [alchemist, chef, empath, investigator, virgin, boffin, poisoner, scarletwoman, imp]
hidden: [imp, scarletwoman]
players:
  - {{name: A, claim: alchemist, info: [{{night: 1, alchemist: {shown}}}]}}
  - {{name: V, claim: virgin}}
  - {{name: N, claim: chef}}
  - {{name: C, claim: investigator}}
  - {{name: E}}
events:
  - {{day: 1, virgin: V, nominated_by: N, executed: N}}
"""
    assert possible(virgin("boffin"), ["is(V, imp)", "is(A, alchemist)"])
    assert not possible(virgin("poisoner"), ["is(V, imp)", "is(A, alchemist)"])


def test_the_simulator_alchemist_boffin_gives_the_demon_an_ability():
    """The simulator's twin: an Alchemist shown the Boffin makes the Boffin's
    pick, and the Demon holds that good ability from the start."""
    script = custom_script(("alchemist", "chef", "empath", "soldier", "saint", "imp", "boffin",
                            "poisoner"))
    seen = 0
    for i in range(30):
        g = Game(random.Random(f"alchemist-boffin:{i}"), 5, script)
        alchemist = next((x for x in g.seats if x.char == "alchemist"), None)
        if alchemist is None or alchemist.marks["alchemist"] != "boffin":
            continue
        demon = next(x for x in g.seats if x.char == "imp")
        assert g.marks["boffin"] in demon.gained
        seen += 1
    assert seen
