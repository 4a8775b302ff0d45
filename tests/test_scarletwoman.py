"""Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you become
the Demon. (Travellers don't count.)" """

from __future__ import annotations

import pytest

from tests.helpers import possible, result

NAMES = ["Ann", "Ben", "Cid", "Dot", "Eli", "Fay", "Gus"]
CLAIMS = ["chef", "empath", "investigator", "washerwoman", "librarian", "undertaker", "monk"]


def sw_case(n: int, events: str, minions: int = 1, you: str = "") -> str:
    """n players claiming Townsfolk (no Outsiders); Imp and Minions hidden."""
    rows = "\n".join(f"  - {{name: {NAMES[i]}, claim: {CLAIMS[i]}}}" for i in range(n))
    return f"""
script: [chef, empath, investigator, washerwoman, librarian, undertaker, monk,
         poisoner, scarletwoman, imp]
hidden: [imp, scarletwoman]
counts: {{townsfolk: {n - 1 - minions}, outsider: 0, minion: {minions}, demon: 1}}
{you}
players:
{rows}
events:
{events}
"""


def test_catches_an_executed_demon():
    """"If there are five or more players just before the Demon dies ... then the
    Scarlet Woman immediately becomes the Demon, and the game continues as if
    nothing happened." Five alive, Ann (the Imp) executed: the game goes on, and in
    every such world the Scarlet Woman ends as the Imp."""
    case = sw_case(5, "  - {day: 1, executed: Ann}\nnow: {night: 2}")
    r = result(case, ["is(Ann, imp)"])
    assert len(r.worlds) == 4  # the Scarlet Woman is any of the four others
    for w in r.worlds:
        sw = w.start.index("scarletwoman")
        assert {e[sw] for e in w.ends} == {"imp"}


@pytest.mark.parametrize("players, ok", [(5, False), (6, True)])
def test_needs_five_alive_before_the_demon_dies(players, ok):
    """"If less than five players are alive when the Demon is executed, then the game
    ends and good wins." Ann is executed on day 1 and nobody dies on night 2 (the
    Imp attacks the dead); Cid, executed on day 2 with four alive (of five), is not
    the Imp; with six players five are alive and he may be."""
    events = ("  - {day: 1, executed: Ann}\n  - {day: 2, executed: Cid}\n"
              "now: {night: 3}")
    case = sw_case(players, events)
    assert possible(case)
    assert possible(case, ["is(Cid, imp)"]) == ok


@pytest.mark.parametrize("poisoned, ok", [("Ben", False), ("Dot", True)])
def test_poisoned_scarlet_woman_does_not_catch(poisoned, ok):
    """A poisoned player "has no ability": Ben, the Scarlet Woman poisoned on night
    1, cannot catch Ann, the Imp executed on day 1 (six players, two Minions)."""
    case = sw_case(6, "  - {day: 1, executed: Ann}\nnow: {night: 2}", minions=2,
                   you="you: Pois")
    case = case.replace(
        "  - {name: Fay, claim: undertaker}",
        f"  - {{name: Pois, claim: poisoner, info: [{{night: 1, poisoner: {poisoned}}}]}}")
    assert possible(case, ["is(Ann, imp)"])
    assert possible(case, ["is(Ann, imp)", "is(Ben, scarletwoman)"]) == ok


@pytest.mark.parametrize("night_death, ok", [("Ben", False), ("Dot", True)])
def test_dead_scarlet_woman_does_not_catch(night_death, ok):
    """A dead player has no ability: Ben, the Scarlet Woman killed on night 2,
    cannot catch Ann, executed on day 2 with five alive (of six)."""
    events = (f"  - {{night: 2, died: {night_death}}}\n"
              "  - {day: 2, executed: Ann}\nnow: {night: 3}")
    case = sw_case(6, events)
    assert possible(case, ["is(Ann, imp)", "is(Ben, scarletwoman)"]) == ok


def star_pass_case(events: str, seven: bool = False) -> str:
    """Two Minions: the Poisoner (you, poisoning Dot, then Fay) and a hidden Scarlet
    Woman; six players, or seven with Gus."""
    gus = "  - {name: Gus, claim: undertaker}\n" if seven else ""
    return f"""
script: [chef, empath, investigator, washerwoman, librarian, undertaker, poisoner,
         scarletwoman, imp]
hidden: [imp, scarletwoman]
you: Pois
counts: {{townsfolk: {4 if seven else 3}, outsider: 0, minion: 2, demon: 1}}
players:
  - {{name: Ann, claim: chef}}
  - name: Pois
    claim: poisoner
    info: [{{night: 1, poisoner: Dot}}, {{night: 2, poisoner: Dot}}, {{night: 3, poisoner: Fay}}]
  - {{name: Cid, claim: investigator}}
  - {{name: Dot, claim: washerwoman}}
  - {{name: Eli, claim: librarian}}
  - {{name: Fay, claim: empath}}
{gus}events:
{events}
"""


SIX_ALIVE = "  - {night: 2, died: Ann}\nnow: {night: 3}"


def test_five_alive_star_pass_goes_to_the_scarlet_woman():
    """"If five or more players are alive when the Imp kills themself at night, the
    Scarlet Woman must become the new Imp." Six alive, Ann (Imp) kills himself, the
    Scarlet Woman (Cid) is sober: she is an Imp in every end state."""
    r = result(star_pass_case(SIX_ALIVE), ["is(Ann, imp)", "is(Cid, scarletwoman)"])
    assert r.consistent
    assert all(e[2] == "imp" for w in r.worlds for e in w.ends)


def test_five_alive_star_pass_makes_her_the_imp():
    """"If five or more players are alive when the Imp kills themself at night, the
    Scarlet Woman must become the new Imp": she always does. The Imp's own "a Minion
    becomes the Imp" is still the Storyteller's pick among alive Minions, so as
    written a second Imp may appear (the published puzzle josef-yes-but-dont needs
    exactly that: the Spy and the Scarlet Woman both became Imps). What can never
    happen is the Poisoner becoming the Imp while she stays the Scarlet Woman.
    You (the Poisoner) report no night-3 choice here: with it, you were woken as the
    Poisoner that night, so did not become an Imp (the next test)."""
    case = star_pass_case(SIX_ALIVE).replace(", {night: 3, poisoner: Fay}", "")
    r = result(case, ["is(Ann, imp)", "is(Cid, scarletwoman)"])
    ends = {e for w in r.worlds for e in w.ends}
    assert ends == {("imp", "poisoner", "imp", "washerwoman", "librarian", "empath"),
                    ("imp", "imp", "imp", "washerwoman", "librarian", "empath")}


def test_your_night_3_poisoning_keeps_you_the_poisoner():
    """The case format: `you` report "what they were told", so your night-3 report as
    the Poisoner means you were woken as the Poisoner that night: you were not made
    a second Imp on night 2 (an Imp wakes as the Imp)."""
    r = result(star_pass_case(SIX_ALIVE), ["is(Ann, imp)", "is(Cid, scarletwoman)"])
    ends = {e for w in r.worlds for e in w.ends}
    assert ends == {("imp", "poisoner", "imp", "washerwoman", "librarian", "empath")}


def test_four_alive_star_pass_goes_to_any_minion():
    """Near miss: seven players, four alive (Fay executed on day 1, Eli killed on
    night 2, Dot executed on day 2) when Ann kills himself on night 3: the Scarlet
    Woman's ability does not trigger, and the Imp's own "an alive Minion becomes an
    Imp" lets the Storyteller pick either Minion."""
    events = ("  - {day: 1, executed: Fay}\n  - {night: 2, died: Eli}\n"
              "  - {day: 2, executed: Dot}\n  - {night: 3, died: Ann}")
    r = result(star_pass_case(events, seven=True), ["is(Ann, imp)", "is(Cid, scarletwoman)"])
    ends = {e[:3] for w in r.worlds for e in w.ends}
    assert ends == {("imp", "imp", "scarletwoman"), ("imp", "poisoner", "imp")}
