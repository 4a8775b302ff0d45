"""Virgin: "The 1st time you are nominated, if the nominator is a Townsfolk, they are
executed immediately." """

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

SCRIPT = ("[virgin, chef, empath, investigator, washerwoman, librarian, drunk, "
          "poisoner, scarletwoman, imp]")
PLAYERS = """
players:
  - {name: Vir, claim: virgin}
  - {name: Quin, claim: chef}
  - {name: Rob, claim: empath}
  - {name: Sam, claim: investigator}
  - {name: Tia, claim: washerwoman}
"""


def virgin_case(events: str, hidden: str = "[imp, scarletwoman]", extra: str = "") -> str:
    return f"script: {SCRIPT}\nhidden: {hidden}\n{extra}\n{PLAYERS}\nevents:\n{events}"


EXECUTES_QUIN = "  - {day: 1, virgin: Vir, nominated_by: Quin, executed: Quin}\n"
NOMINATES_ONLY = "  - {day: 1, nominated: Vir, by: Quin}\n  - {day: 1, executed: Rob}\n"


def test_townsfolk_nominator_is_executed():
    """"If a Townsfolk nominates the Virgin, then that Townsfolk is executed
    immediately." The Virgin fired: she is the real, sober Virgin (not poisoned)
    and Quin a Townsfolk; the Imp and the Poisoner are among Rob, Sam and Tia."""
    expected = set()
    for imp in (2, 3, 4):
        for pois in (2, 3, 4):
            if pois != imp:
                w = ["virgin", "chef", "empath", "investigator", "washerwoman"]
                w[imp], w[pois] = "imp", "poisoner"
                expected.add(tuple(w))
    assert worlds(virgin_case(EXECUTES_QUIN, "[imp, poisoner]")) == expected


def test_non_townsfolk_nominator_is_not_executed():
    """"If an Outsider, Minion, or Demon nominates the Virgin, nothing happens, and
    voting continues." A nomination without that execution proves that, if the
    Virgin is real, Quin is no Townsfolk."""
    case = virgin_case(NOMINATES_ONLY)
    assert possible(case, ["is(Vir, virgin)"])
    assert not possible(case, ["is(Vir, virgin)", "good(Quin)"])
    assert possible(case, ["is(Vir, virgin)", "evil(Quin)"])


def test_drunk_nominator_is_not_a_townsfolk():
    """Only Townsfolk are executed: a Drunk who thinks he is the Chef is an Outsider,
    so his nomination of a sober Virgin does nothing."""
    case = virgin_case(NOMINATES_ONLY, "[imp, scarletwoman, drunk]",
                       "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case, ["is(Vir, virgin)", "is(Quin, drunk)"])
    assert not possible(case, ["is(Vir, virgin)", "is(Quin, chef)"])


def test_executed_nominator_is_not_the_drunk():
    """Near miss of the above: the execution happened, so Quin is no Drunk."""
    case = virgin_case(EXECUTES_QUIN, "[imp, scarletwoman, drunk]",
                       "counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case)
    assert not possible(case, ["is(Quin, drunk)"])


@pytest.mark.parametrize("first_nomination, ok", [(True, True), (False, False)])
def test_only_the_first_nomination_counts(first_nomination, ok):
    """"The 1st time you are nominated": once Rob (evil) nominated the Virgin on day
    1, Quin's nomination on day 2 does nothing even if Quin is a good Townsfolk.
    With every nomination recorded (`nominations_complete`; without it an
    unrecorded one on day 1 may have spent the ability), Quin's is the first."""
    events = "  - {day: 1, nominated: Vir, by: Rob}\n" if first_nomination else ""
    events += "  - {night: 2, died: Tia}\n  - {day: 2, nominated: Vir, by: Quin}\n"
    case = virgin_case(events, extra="rules: {nominations_complete: true}")
    assert possible(case, ["is(Vir, virgin)", "good(Quin)"]) == ok


@pytest.mark.parametrize("night_one_target, ok", [("Vir", True), ("Uma", False)])
def test_spent_even_if_poisoned(night_one_target, ok):
    """"After being nominated for the first time, the Virgin loses their ability, even
    if the nominator did not die, and even if the Virgin was poisoned or drunk."
    Poisoned on day 1, the Virgin does not execute good Quin, and her ability is
    gone on day 2 when good Sam nominates her sober. Not poisoned, Quin dies."""
    case = f"""
    script: [virgin, chef, empath, investigator, washerwoman, poisoner, imp]
    hidden: [imp]
    you: Pois
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - name: Pois
        claim: poisoner
        info: [{{night: 1, poisoner: {night_one_target}}}, {{night: 2, poisoner: Uma}}]
      - {{name: Vir, claim: virgin}}
      - {{name: Quin, claim: chef}}
      - {{name: Sam, claim: empath}}
      - {{name: Tom, claim: investigator}}
      - {{name: Uma, claim: washerwoman}}
    events:
      - {{day: 1, nominated: Vir, by: Quin}}
      - {{night: 2, died: Uma}}
      - {{day: 2, nominated: Vir, by: Sam}}
    """
    assert possible(case, ["is(Vir, virgin)", "good(Quin)", "good(Sam)"]) == ok


def test_dead_virgin_does_nothing():
    """A dead player has no ability: Quin, a good Townsfolk, nominates the Virgin
    killed on night 2 (her first nomination) and nothing happens."""
    events = "  - {night: 2, died: Vir}\n  - {day: 2, nominated: Vir, by: Quin}\n"
    case = virgin_case(events)
    assert possible(case, ["is(Vir, virgin)", "good(Quin)"])


def later(complete: bool = False, day: int = 2) -> str:
    """Six players, no Minion: `you` Vir is the sober Virgin, Eve (unclaimed) the
    Imp, so Tom the Chef is a Townsfolk. Tom's nomination of Vir, the first the
    case records, on `day`, executes nobody."""
    rules = "rules: {nominations_complete: true}" if complete else ""
    return f"""
    script: [virgin, chef, empath, investigator, washerwoman, imp]
    you: Vir
    hidden: [imp]
    counts: {{townsfolk: 5, outsider: 0, minion: 0, demon: 1}}
    {rules}
    players:
      - {{name: Vir, claim: virgin}}
      - {{name: Tom, claim: chef}}
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Wes, claim: washerwoman}}
      - {{name: Eve}}
    events:
      - {{night: 2, died: Dan}}
      - {{day: {day}, nominated: Vir, by: Tom}}
    now: {{day: {day}}}
    """


def test_an_unrecorded_earlier_nomination_may_have_spent_it():
    """"The 1st time you are nominated": with nominations not all recorded (the
    default), the Imp may have nominated the Virgin on day 1 unrecorded ("If an
    Outsider, Minion, or Demon nominates the Virgin, nothing happens"), and "the
    Virgin loses their ability, even if the nominator did not die": so Tom's
    nomination on day 2 executes nobody."""
    assert possible(later())


def test_with_every_nomination_recorded_the_first_is_the_first():
    """`nominations_complete`: the recorded nominations are all there were, so
    Tom's is the first, and a Townsfolk's nomination of the sober Virgin
    executes Tom. Nor can a nomination on day 1 have had an earlier one (each
    player is nominated at most once a day)."""
    assert not possible(later(complete=True))
    assert not possible(later(day=1).replace("- {night: 2, died: Dan}", ""))


def test_an_execution_the_nominator_survives():
    """Devil's Advocate: "Each night, choose a living player (different to last
    night): if executed tomorrow, they don't die." The Virgin's execution is an
    execution like any other: with `died: false` in the Virgin's event Quin
    survived it (so the Demon can kill Quin on night 2), and only a Devil's
    Advocate who chose Quin explains it, as when the same facts are written as
    a nomination and an execution. On the old code the event's `died: false`
    was ignored: Quin died at once, and the night-2 death could not be."""
    script = SCRIPT.replace("poisoner", "devilsadvocate")
    hidden = "[imp, devilsadvocate, scarletwoman]"
    night = "  - {night: 2, died: Quin}\n"

    def case(events: str) -> str:
        return virgin_case(events + night, hidden).replace(SCRIPT, script)
    event = "  - {day: 1, virgin: Vir, nominated_by: Quin, executed: Quin, died: false}\n"
    plain = "  - {day: 1, nominated: Vir, by: Quin}\n  - {day: 1, executed: Quin, died: false}\n"
    fired, written = worlds(case(event)), worlds(case(plain))
    assert fired and fired <= written
    assert all("devilsadvocate" in w for w in written)


def test_a_virgin_brought_back_may_have_her_ability_again():
    """Professor: a resurrected player "regains their ability, even a 'once per
    game' ability already used"; whether "the 1st time you are nominated" comes
    again no text says (the Storyteller's reading, as for the Fool). Vir fired
    on day 1, died on night 2, came back on night 3 and fired again on day 3:
    a world; without the revival, no world."""
    script = "[virgin, professor, chef, investigator, washerwoman, mayor, scarletwoman, imp]"
    text = f"""
script: {script}
hidden: [scarletwoman, imp]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: Pro, claim: professor, info: [{{night: 3, professor: Vir}}]}}
  - {{name: Vir, claim: virgin}}
  - {{name: Quin, claim: chef}}
  - {{name: Rob, claim: investigator}}
  - {{name: Sam, claim: washerwoman}}
  - {{name: Eve}}
  - {{name: Fay}}
events:
  - {{day: 1, virgin: Vir, nominated_by: Quin, executed: Quin}}
  - {{night: 2, died: Vir}}
  - {{night: 3, revived: Vir}}
  - {{day: 3, virgin: Vir, nominated_by: Rob, executed: Rob}}
"""
    assert possible(text)
    spent = text.replace("{day: 3, virgin: Vir, nominated_by: Rob, executed: Rob}",
                         "{day: 3, nominated: Vir, by: Rob}")
    assert possible(spent, ["is(Rob, investigator)"])
    unrevived = text.replace("  - {night: 2, died: Vir}\n  - {night: 3, revived: Vir}\n", "")
    assert not possible(unrevived.replace("{night: 3, professor: Vir}", ""))
