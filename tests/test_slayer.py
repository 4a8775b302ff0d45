"""Slayer: "Once per game, during the day, publicly choose a player: if they are the
Demon, they die." """

from __future__ import annotations

import pytest

from tests.helpers import possible, result, worlds

SCRIPT = ("[slayer, chef, empath, investigator, washerwoman, recluse, saint, drunk, "
          "spy, scarletwoman, imp]")
PLAYERS = """
players:
  - {name: Sly, claim: slayer}
  - {name: Tom, claim: chef}
  - {name: Ann, claim: empath}
  - {name: Ben, claim: investigator}
  - {name: Cid, claim: washerwoman}
"""


def slayer_case(events: str, hidden: str = "[imp, scarletwoman]", extra: str = "") -> str:
    return f"script: {SCRIPT}\nhidden: {hidden}\n{extra}\n{PLAYERS}\nevents:\n{events}"


def test_shot_kills_the_demon():
    """"If the Slayer chooses the Demon, the Demon dies immediately." Tom died, so he
    is the Imp and Sly the real Slayer; with five alive the Scarlet Woman (Ann, Ben
    or Cid) becomes the Imp and the game goes on."""
    case = slayer_case("  - {day: 1, slayer: Sly, target: Tom, died: true}\n")
    r = result(case)
    base = ["slayer", "imp", "empath", "investigator", "washerwoman"]
    expected_start, expected_end = set(), set()
    for sw in (2, 3, 4):
        start, end = list(base), list(base)
        start[sw], end[sw] = "scarletwoman", "imp"
        expected_start.add(tuple(start))
        expected_end.add(tuple(end))
    assert {w.start for w in r.worlds} == expected_start
    assert {e for w in r.worlds for e in w.ends} == expected_end


def test_shot_at_a_non_demon_does_nothing():
    """"Otherwise, nothing happens." A shot with no death means: if Sly is the real
    Slayer, Tom is not the Demon."""
    case = slayer_case("  - {day: 1, slayer: Sly, target: Tom, died: false}\n")
    assert possible(case, ["is(Tom, imp)"])
    assert possible(case, ["is(Sly, slayer)"])
    assert not possible(case, ["is(Sly, slayer)", "is(Tom, imp)"])


@pytest.mark.parametrize("first_shot, ok", [(True, True), (False, False)])
def test_second_shot_does_nothing(first_shot, ok):
    """"Once per game ... Either way, the Slayer loses their ability": after a miss
    on Ann, Sly's shot at Tom does nothing even if Tom is the Imp."""
    events = "  - {day: 1, slayer: Sly, target: Ann, died: false}\n" if first_shot else ""
    events += "  - {day: 1, slayer: Sly, target: Tom, died: false}\n"
    assert possible(slayer_case(events), ["is(Sly, slayer)", "is(Tom, imp)"]) == ok


def test_second_shot_cannot_kill():
    """The same player's second shot cannot kill the Demon."""
    events = ("  - {day: 1, slayer: Sly, target: Ann, died: false}\n"
              "  - {day: 1, slayer: Sly, target: Tom, died: true}\n")
    assert not possible(slayer_case(events))


def test_dead_demon_does_not_die_again():
    """"Even if the Slayer chooses a dead Imp, nothing happens, because a dead player
    can't die again." Tom, the Imp, killed himself on night 2 (the Scarlet Woman
    took over); the shot at him on day 2 does nothing."""
    events = ("  - {night: 2, died: Tom}\n"
              "  - {day: 2, slayer: Sly, target: Tom, died: false}\n")
    assert possible(slayer_case(events), ["is(Sly, slayer)", "is(Tom, imp)"])


RECLUSE_PLAYERS = """
players:
  - {name: Sly, claim: slayer}
  - {name: Rex, claim: %s}
  - {name: Ann, claim: chef}
  - {name: Ben, claim: empath}
  - {name: Cid, claim: investigator}
  - {name: Dot, claim: washerwoman}
events:
  - {day: 1, slayer: Sly, target: Rex, died: true}
"""


def test_recluse_may_die_to_the_slayer():
    """"The players do not learn the identity of the dead player. After all, it may
    have been the Recluse!" Six players, one Outsider: Rex must be it, a good
    Recluse who registered as the Demon; the Imp and Spy are among the others."""
    case = f"script: {SCRIPT}\nhidden: [imp, spy]\n" + RECLUSE_PLAYERS % "recluse"
    expected = set()
    for imp in (2, 3, 4, 5):
        for spy in (2, 3, 4, 5):
            if spy != imp:
                w = ["slayer", "recluse", "chef", "empath", "investigator", "washerwoman"]
                w[imp], w[spy] = "imp", "spy"
                expected.add(tuple(w))
    assert worlds(case) == expected


def test_saint_does_not_die_to_the_slayer():
    """Near miss: a Saint cannot register as the Demon, and as the only Outsider
    claimant Rex cannot be the Imp either."""
    case = f"script: {SCRIPT}\nhidden: [imp, spy]\n" + RECLUSE_PLAYERS % "saint"
    assert not possible(case)


def test_drunk_slayer_shot_does_nothing():
    """"A Slayer that uses their ability while poisoned or drunk may not use it
    again" (and the shot does nothing): a Drunk who thinks he is the Slayer may miss
    the Imp, the real Slayer may not."""
    case = slayer_case("  - {day: 1, slayer: Sly, target: Tom, died: false}\n",
                       "[imp, scarletwoman, drunk]",
                       "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case, ["is(Sly, drunk)", "is(Tom, imp)"])
    assert not possible(case, ["is(Sly, slayer)", "is(Tom, imp)"])
