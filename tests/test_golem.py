"""Golem: "You may only nominate once per game. When you do, if the nominee is
not the Demon, they die."

Six players; G claims the Golem; the Minion (Scarlet Woman) and the Imp are
hidden; D claims the Recluse.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, golem, recluse, scarletwoman, imp]"


def case(events: str) -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, scarletwoman]
counts: {{townsfolk: 2, outsider: 2, minion: 1, demon: 1}}
players:
  - {{name: G, claim: golem}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: recluse}}
  - {{name: E, claim: soldier}}
events: {events}
"""


def test_non_demon_nominee_dies():
    """"When you do, if the nominee is not the Demon, they die": A died when the
    Golem G nominated them, so A is not the Demon."""
    events = "[{day: 1, died: A, after_nominated_by: G}]"
    assert possible(case(events), ["is(G, golem)"])
    assert not possible(case(events), ["is(A, imp)"])


def test_nominee_who_survives_is_the_demon():
    """A nomination by a working Golem that kills nobody was of the Demon."""
    events = "[{day: 1, nominated: A, by: G}]"
    assert possible(case(events), ["is(G, golem)", "is(A, imp)"])
    assert not possible(case(events), ["is(G, golem)", "good(A)"])


def test_recluse_may_register_as_the_demon():
    """The Recluse "might register as ... a Minion or Demon": nominated by the
    Golem, the Recluse D may survive."""
    events = "[{day: 1, nominated: D, by: G}]"
    assert possible(case(events), ["is(G, golem)", "is(D, recluse)"])


def test_only_the_first_nomination():
    """"You may only nominate once per game": a death on a later nomination by G
    is not the Golem's doing (here nothing else explains it)."""
    events = ("[{day: 1, nominated: A, by: G}, {day: 1, executed: A},"
              " {day: 2, died: B, after_nominated_by: G}]")
    assert not possible(case(events) + "now: {day: 2}\n")
    events = ("[{day: 1, nominated: A, by: C}, {day: 1, executed: A},"
              " {day: 2, died: B, after_nominated_by: G}]")
    assert possible(case(events) + "now: {day: 2}\n")


def test_a_nominee_who_cannot_die_lives():
    """A working Golem's nominee who cannot die lives although not the Demon:
    "The first time you die, you don't" (the Fool)."""
    text = case("[{day: 1, nominated: E, by: G}]").replace(
        "golem, recluse,", "golem, recluse, fool,").replace("claim: soldier}", "claim: fool}")
    assert possible(text, ["is(G, golem)", "is(E, fool)"])


def test_a_golem_brought_back_may_nominate_again():
    """Shabaloth: "The regurgitated player regains their ability, even a 'once per
    game' ability already used": G's nomination killed A on day 1; the
    Shabaloth ate G on night 2 and regurgitated them on night 3, so G's
    nomination on day 3 kills B. Without the revival it could not."""
    script = "[chef, empath, investigator, soldier, golem, recluse, scarletwoman, shabaloth]"
    events = ("[{day: 1, died: A, after_nominated_by: G}, {night: 2, died: G},"
              " {night: 3, revived: G}, {day: 3, died: B, after_nominated_by: G}]")
    text = case(events).replace(SCRIPT, script).replace("imp,", "shabaloth,")
    assert possible(text + "now: {day: 3}\n", ["is(G, golem)"])
    events = ("[{day: 1, died: A, after_nominated_by: G}, {night: 2, died: E},"
              " {day: 3, died: B, after_nominated_by: G}]")
    text = case(events).replace(SCRIPT, script).replace("imp,", "shabaloth,")
    assert not possible(text + "now: {day: 3}\n")


def test_a_death_by_the_golem_player():
    """`by: G`, the player whose ability killed, with the nomination: the Golem
    G's kill, as `after_nominated_by: G` alone."""
    events = "[{day: 1, died: A, after_nominated_by: G, by: G}]"
    assert possible(case(events), ["is(G, golem)"])
    assert not possible(case(events), ["is(A, imp)"])
    assert not possible(case("[{day: 1, died: A, after_nominated_by: G, by: B}]"))
    # `by` naming another ability: not the Golem's kill (no Gunslinger here).
    assert not possible(case("[{day: 1, died: A, after_nominated_by: G, by: gunslinger}]"))
