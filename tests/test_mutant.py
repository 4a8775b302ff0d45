"""Mutant: "If you are "mad" about being an Outsider, you might be executed."

Five players; one Outsider, one Minion (Scarlet Woman) and the Imp in the
setup; the Mutant, the Scarlet Woman and the Imp are hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, saint, recluse, mutant, scarletwoman, imp]"


def case(b_claim: str) -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, scarletwoman, mutant]
counts: {{townsfolk: 2, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: A, claim: chef}}
  - {{name: B, claim: {b_claim}}}
  - {{name: C, claim: empath}}
  - {{name: D, claim: investigator}}
  - {{name: E, claim: soldier}}
"""


def test_good_mutant_may_claim_a_townsfolk():
    """"“Madness” is a term that means “you are trying to convince the group of
    something”": a good Mutant avoids convincing anyone they are an Outsider, so
    B may be a good Mutant claiming the Chef (a second Chef claim)."""
    assert possible(case("chef"), ["is(B, mutant)", "good(B)"])


def test_good_mutant_does_not_claim_another_outsider():
    """Claiming another Outsider is being mad about being an Outsider: B, claiming
    the Saint, is not the Mutant; claiming the Mutant is just the truth."""
    assert not possible(case("saint"), ["is(B, mutant)"])
    assert possible(case("mutant"), ["is(B, mutant)"])


def test_other_good_players_claim_what_they_are():
    """Only the Mutant may claim a character it does not believe: without a
    Mutant, a good B claiming a second Chef is impossible."""
    assert not possible(case("chef"), ["good(B)", "not in_play(mutant)"])


def test_dead_mutant_claims_the_mutant():
    """Ruling (needed by the published Sects & Violets puzzles): only the threat of
    execution for madness keeps a good Mutant from the truth, so a Mutant dead by
    the end of the case claims the Mutant. B, executed, cannot be a good Mutant
    claiming the Chef; alive, B could (the near miss above)."""
    executed = case("chef") + "events:\n  - {day: 1, executed: B}\n"
    assert not possible(executed, ["is(B, mutant)"])
    assert possible(case("mutant") + "events:\n  - {day: 1, executed: B}\n", ["is(B, mutant)"])


def test_executed_at_night():
    """"you can execute them—even outside the nomination phase, or at night ...
    Declare they have died, and continue the night phase as normal": on night 2
    the Imp kills one player and the Mutant dies too, with no other killer."""
    text = case("mutant").replace("hidden: [imp, scarletwoman, mutant]",
                                  "hidden: [imp, scarletwoman]") + \
        "events: [{night: 2, died: B}, {night: 2, died: C}]\n"
    assert possible(text, ["is(B, mutant)"])
    assert not possible(text.replace("claim: mutant", "claim: saint"), ["is(B, saint)"])


def test_executed_at_night_is_eaten_by_the_cannibal():
    """Cannibal: "You have the ability of the recently killed executee"; "Each
    time a player dies by execution, the Cannibal loses the ability of the
    previous player". Mutant: "you can execute them ... or at night". The good
    Cannibal A ate the Empath C on day 1; on night 2 B and D die, and with one
    Demon kill the Mutant B was executed that night: A ate B, so has the
    Mutant's ability and may report made-up information (an Empath's 0 beside
    the unclaimed, so evil, G). Without B's death A still has the Empath's
    ability, and its number is true."""
    script = "[cannibal, chef, empath, investigator, soldier, saint, mutant, scarletwoman, imp]"
    text = f"""
script: {script}
hidden: [imp, scarletwoman]
counts: {{townsfolk: 4, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: A, claim: cannibal, info: [{{night: 3, empath: 0}}]}}
  - {{name: B, claim: mutant}}
  - {{name: C, claim: empath}}
  - {{name: D, claim: investigator}}
  - {{name: E, claim: soldier}}
  - {{name: F}}
  - {{name: G}}
events: [{{day: 1, executed: C}}, {{night: 2, died: B}}, {{night: 2, died: D}}]
"""
    assumed = ["good(A)", "is(B, mutant)", "is(C, empath)"]
    assert possible(text, assumed)
    assert not possible(text.replace(", {night: 2, died: B}", ""), assumed)
