"""Monk: "Each night*, choose a player (not yourself): they are safe from the Demon
tonight." Almanac sentences are quoted in each test's docstring."""

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

# Five players, no Outsiders; the Spy neither protects, kills nor poisons.
HEAD = """
script: [monk, chef, empath, investigator, washerwoman, librarian, spy, imp]
hidden: [imp, spy]
"""
OTHERS = """
  - {name: Bob, claim: chef}
  - {name: Cat, claim: empath}
  - {name: Dan, claim: investigator}
  - {name: Eve, claim: washerwoman}
"""


def monk_case(monk: str = "{name: Monk, claim: monk}", events: str = "",
              extra: str = "") -> str:
    return HEAD + extra + "players:\n  - " + monk + OTHERS + events


CLAIMS = ("monk", "chef", "empath", "investigator", "washerwoman")


def evil_pairs(seats: range) -> set[tuple[str, ...]]:
    """Every world where the listed seats hold the Imp and the Spy, others their claim."""
    out = set()
    for i in seats:
        for s in seats:
            if s != i:
                w = list(CLAIMS)
                w[i], w[s] = "imp", "spy"
                out.add(tuple(w))
    return out


def test_protected_target_means_no_death():
    """"If the Demon attacks a player who has been protected by the Monk, then that
    player does not die. The Demon does not get to attack another player—there is
    simply no death tonight." Nobody was dead, so only a real Monk explains it."""
    case = monk_case("{name: Monk, claim: monk, info: [{night: 2, monk: Bob}]}",
                     "now: {night: 2}\n")
    assert worlds(case) == evil_pairs(range(1, 5))  # 12 worlds, the Monk is real


def test_no_death_needs_a_monk():
    """Near miss of the above: without a Monk the Imp's attack kills someone."""
    case = monk_case("{name: Monk, claim: librarian}", "now: {night: 2}\n")
    assert not possible(case)


@pytest.mark.parametrize("executed, ok", [("Bob", True), ("Monk", False)])
def test_dead_monk_protects_nobody(executed, ok):
    """"Each night except the first, the Monk may choose to protect any player": a
    dead Monk has no ability. The Imp may not attack the dead here, so a night with
    no death needs the Monk alive."""
    events = f"events:\n  - {{day: 1, executed: {executed}}}\nnow: {{night: 2}}\n"
    case = monk_case(events=events, extra="rules: {demon_attacks_dead: false}\n")
    assert possible(case) == ok


@pytest.mark.parametrize("chosen, ok", [("Bob", True), ("Monk", False)])
def test_monk_cannot_choose_himself(chosen, ok):
    """"the Monk may choose to protect any player except themself." A good Monk
    reporting that he chose himself is impossible."""
    case = monk_case(f"{{name: Monk, claim: monk, info: [{{night: 2, monk: {chosen}}}]}}",
                     "events:\n  - {night: 2, died: Cat}\n")
    assert possible(case)
    assert possible(case, ["good(Monk)"]) == ok


def test_monk_does_not_act_on_night_one():
    """"Each night except the first, the Monk may choose to protect any player." A
    good Monk never reports a night-1 choice; the claimant must be evil."""
    case = monk_case("{name: Monk, claim: monk, info: [{night: 1, monk: Bob}]}")
    assert possible(case)
    assert not possible(case, ["good(Monk)"])


def test_protection_does_not_stop_an_execution():
    """"The Monk does not protect against the Demon nominating and executing
    someone." Bob, protected on night 2, can still be executed on day 2."""
    events = ("events:\n  - {night: 2, died: Cat}\n"
              "  - {day: 2, executed: Bob}\n")
    case = monk_case("{name: Monk, claim: monk, info: [{night: 2, monk: Bob}]}", events)
    assert possible(case, ["is(Monk, monk)", "is(Bob, chef)"])


@pytest.mark.parametrize("poisoned, ok", [("Monk", False), ("Eve", True)])
def test_poisoned_monk_protects_nobody(poisoned, ok):
    """A poisoned player "has no ability" (Poisoner): with the Monk poisoned on
    night 2, nothing stops the Imp's kill, so a night with no death is impossible
    (unless the Monk claimant is the Imp, poisoned himself)."""
    case = f"""
    script: [monk, empath, investigator, washerwoman, poisoner, imp]
    hidden: [imp]
    you: Pois
    players:
      - {{name: Monk, claim: monk, info: [{{night: 2, monk: Cat}}]}}
      - name: Pois
        claim: poisoner
        info: [{{night: 1, poisoner: Eve}}, {{night: 2, poisoner: {poisoned}}}]
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Eve, claim: washerwoman}}
    now: {{night: 2}}
    """
    assert possible(case)
    assert possible(case, ["is(Monk, monk)"]) == ok
