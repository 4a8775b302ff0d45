"""Poppy Grower: "Minions & Demons do not know each other. If you die, they learn
who each other are that night."

Six players. You are the Poisoner (the perspective player is evil); whether
You were shown your team is your received info `{night: 1, poppygrower: yes}`
("not shown"). The Poppy Grower, a Drunk, the Poisoner and the Imp may
be hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, poppygrower, drunk, saint, poisoner, imp]"


def case(shown: str | None, you: str = "poisoner", d_claim: str = "monk") -> str:
    info = "[]" if shown is None else f"[{{night: 1, poppygrower: {shown}}}]"
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, poppygrower, drunk, poisoner]
players:
  - {{name: You, claim: {you}, info: {info}}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: {d_claim}}}
  - {{name: E, claim: saint}}
"""


def test_not_shown_your_team_means_a_poppy_grower():
    """"Minions & Demons do not know each other": You were not shown your team, so
    a sober Poppy Grower is in play: D, claiming it, is the real one."""
    c = case("yes", d_claim="poppygrower")
    assert possible(c, ["is(D, poppygrower)"])
    assert not possible(c, ["not in_play(poppygrower)"])


def test_shown_your_team_means_no_working_poppy_grower():
    """Received info is complete: with no entry (or `no`), You were shown your
    team, so no sober Poppy Grower is in play: D, claiming it, is the Imp."""
    for shown in (None, "no"):
        c = case(shown, d_claim="poppygrower")
        assert not possible(c, ["in_play(poppygrower)"])
        assert possible(c, ["is(D, imp)"])


def test_only_evil_players_are_not_shown():
    """The info is about the evil team: a good `you` (the Soldier) reporting it
    says nothing about the Poppy Grower."""
    c = case("yes", you="soldier", d_claim="poppygrower")
    assert possible(c, ["is(D, imp)"])
