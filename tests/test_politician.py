"""Politician: "If you were the player most responsible for your team losing, you
change alignment & win, even if dead."

"When the game ends, if the Politician was responsible for good losing, then
the Politician turns evil and wins too": nothing before the game's end, so the
Politician is an ordinary Outsider while the game goes on.
"""

from __future__ import annotations

from tests.helpers import possible

CASE = """
script: [chef, empath, investigator, soldier, politician, saint, scarletwoman, imp]
hidden: [imp, scarletwoman]
counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}
players:
  - {name: P, claim: politician}
  - {name: A, claim: chef}
  - {name: B, claim: empath}
  - {name: C, claim: investigator}
  - {name: D, claim: soldier}
events:
  - {day: 1, executed: P}
  - {night: 2, died: A}
"""


def test_politician_is_a_good_outsider():
    """The Politician is an Outsider whose death changes nothing while the game
    goes on: a good Politician P, executed, is the setup's one Outsider."""
    assert possible(CASE, ["is(P, politician)", "good(P)"])
    assert not possible(CASE, ["is(P, politician)", "evil(P)"])
    assert not possible(CASE.replace("outsider: 1", "outsider: 0").replace(
        "townsfolk: 2", "townsfolk: 3"), ["is(P, politician)"])
