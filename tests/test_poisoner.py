"""Poisoner: "Each night, choose a player: they are poisoned tonight and tomorrow day."

Most cases are seen by the Poisoner (`you: Pois`), so her choices are known.
"""

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

SCRIPT = "[chef, empath, slayer, investigator, washerwoman, poisoner, imp]"


def pois_case(choices: list[str], players: str, events: str = "",
              claim: str = "poisoner") -> str:
    info = ", ".join(f"{{night: {n}, poisoner: {p}}}" for n, p in enumerate(choices, 1))
    return f"""
script: {SCRIPT}
hidden: [imp]
you: Pois
players:
  - {{name: Pois, claim: {claim}, info: [{info}]}}
{players}
{events}
"""


CHEF = """
  - {name: Chef, claim: chef, info: [{night: 1, chef: 2}]}
  - {name: Ann, claim: empath}
  - {name: Ben, claim: investigator}
  - {name: Cid, claim: washerwoman}
"""


@pytest.mark.parametrize("target, ok", [("Chef", True), ("Ann", False)])
def test_poisoned_tonight(target, ok):
    """"Each night, the Poisoner chooses someone to poison for that night": night 1
    included. Two evil players make at most one evil pair, so the Chef's 2 is false:
    a good Chef must have been poisoned on night 1."""
    assert possible(pois_case([target], CHEF), ["good(Chef)"]) == ok


SLAYER = """
  - {name: Sly, claim: slayer}
  - {name: Tom, claim: empath}
  - {name: Ann, claim: investigator}
  - {name: Ben, claim: washerwoman}
"""


@pytest.mark.parametrize("target, ok", [("Sly", True), ("Ann", False)])
def test_poisoned_tomorrow_day(target, ok):
    """"... for that night and the entire next day." Poisoned on night 1, the
    Slayer's shot at the Imp on day 1 does nothing."""
    events = "events:\n  - {day: 1, slayer: Sly, target: Tom, died: false}"
    case = pois_case([target], SLAYER, events)
    assert possible(case, ["is(Sly, slayer)", "is(Tom, imp)"]) == ok


@pytest.mark.parametrize("second, ok", [("Ben", False), ("Sly", True)])
def test_healthy_again_at_dusk(second, ok):
    """"Each dusk, the poisoned player becomes healthy." Poisoned on night 1 only,
    the Slayer is sober on day 2 and his shot at the Imp would kill."""
    events = ("events:\n  - {night: 2, died: Ben}\n"
              "  - {day: 2, slayer: Sly, target: Tom, died: false}")
    case = pois_case(["Sly", second], SLAYER, events)
    assert possible(case, ["is(Sly, slayer)", "is(Tom, imp)"]) == ok


@pytest.mark.parametrize("order, ok", [("shot first", True), ("executed first", False)])
def test_poison_ends_when_the_poisoner_dies(order, ok):
    """A dead Poisoner has no ability, so her poison ends when she dies: executed
    before the Slayer's shot on day 1, she no longer protects the Imp from it."""
    shot = "  - {day: 1, slayer: Sly, target: Tom, died: false}\n"
    execution = "  - {day: 1, executed: Pois}\n"
    events = "events:\n" + (shot + execution if order == "shot first" else execution + shot)
    case = pois_case(["Sly"], SLAYER, events)
    assert possible(case, ["is(Sly, slayer)", "is(Tom, imp)"]) == ok


EMPATH = """
  - {name: Emp, claim: empath, info: [{night: 2, empath: 0}]}
  - {name: Ann, claim: chef}
  - {name: Ben, claim: investigator}
  - {name: Cid, claim: washerwoman}
"""


def test_poison_ends_when_the_poisoner_dies_at_night():
    """Poisoned on night 2, the Empath is healthy again once the Imp kills the
    Poisoner that night (the Empath wakes after the Imp): his 0 is true, so his
    living neighbours Ann and Cid are good. The Imp is Ben (Emp, poisoned, could
    not have killed)."""
    case = pois_case(["Ben", "Emp"], EMPATH, "events:\n  - {night: 2, died: Pois}")
    assert worlds(case) == {("poisoner", "empath", "chef", "imp", "washerwoman")}


def test_poison_lasts_while_the_poisoner_lives():
    """Near miss: Ben dies instead, the Poisoner lives, the Empath stays poisoned and
    his 0 says nothing: Ann may be the Imp."""
    case = pois_case(["Ben", "Emp"], EMPATH, "events:\n  - {night: 2, died: Ben}")
    assert possible(case, ["is(Ann, imp)", "good(Emp)"])


@pytest.mark.parametrize("star_pass, reading, ok", [
    (True, 1, True), (True, 0, False), (False, 0, True)])
def test_poison_ends_when_the_poisoner_becomes_the_imp(star_pass, reading, ok):
    """The Imp (Ann) kills himself on night 2 and the Poisoner becomes the Imp: she
    is no longer the Poisoner, so the Empath's poison ends before he wakes. All but
    Pois and Ann are good, so the Empath's reading is true: 1 (Pois, Ben), not 0.
    Near miss: Ben kills Ann, Pois stays the Poisoner and the Empath is poisoned."""
    players = EMPATH.replace("empath: 0", f"empath: {reading}")
    claim = "[poisoner, {night: 2, is: imp}]" if star_pass else "poisoner"
    case = pois_case(["Ben", "Emp"], players, "events:\n  - {night: 2, died: Ann}",
                     claim=claim)
    assert possible(case) == ok


def test_poisoned_imp_kills_nobody():
    """A poisoned player "has no ability": the Imp poisoned on night 2 kills nobody,
    and with nobody dead only that explains a quiet night 2. The Imp is Ben."""
    case = pois_case(["Ann", "Ben"], CHEF.replace("chef: 2", "chef: 0"), "now: {night: 2}")
    assert worlds(case) == {("poisoner", "chef", "empath", "imp", "washerwoman")}
