"""Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
drunk until dusk."

Six seats; A is `you`; B claims the Innkeeper.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[innkeeper, chef, investigator, empath, mayor, washerwoman, scarletwoman, poisoner, imp]"


def case(events: str, b_info: str, hidden: str = "[scarletwoman, poisoner, imp]") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: chef, info: [{{night: 1, chef: 0}}]}}
      - {{name: B, claim: innkeeper, info: [{b_info}]}}
      - {{name: C, claim: investigator}}
      - {{name: D, claim: empath}}
      - {{name: E, claim: mayor}}
      - {{name: F, claim: washerwoman}}
    events: {events}
    now: {{day: 2}}
    """


def test_chosen_players_cannot_die_tonight():
    """A (good, `you`) chosen on night 2 cannot be the night's death."""
    assert not possible(case("[{night: 2, died: A}]", "{night: 2, innkeeper: [A, C]}"),
                        ["is(B, innkeeper)", "not poisoned(B, night 2)"])
    assert possible(case("[{night: 2, died: D}]", "{night: 2, innkeeper: [A, C]}"),
                    ["is(B, innkeeper)"])


def test_a_poisoned_innkeeper_protects_nobody():
    assert possible(case("[{night: 2, died: A}]", "{night: 2, innkeeper: [A, C]}"),
                    ["is(B, innkeeper)"])


def test_one_of_them_is_drunk():
    """The drunk one is a chosen player: A's Chef info on night 1 is unaffected, but the
    Innkeeper never acts on night 1."""
    assert not possible(case("[]", "{night: 1, innkeeper: [A, C]}"), ["is(B, innkeeper)"])


def test_an_innkeeper_drunk_by_its_own_choice_may_lose_its_protection():
    """The Innkeeper B chooses themself and C: "they can't die tonight, but 1 is
    drunk until dusk". If the Storyteller makes B the drunk one, B's ability no
    longer works; whether the protection outlives it no text says (as for a Monk
    droisoned later that night), so C may die tonight. Choosing A and C, B stays
    sober and C cannot die (no Poisoner in play)."""
    hidden = "[scarletwoman, imp]"
    died = "[{night: 2, died: C}]"
    assert possible(case(died, "{night: 2, innkeeper: [B, C]}", hidden), ["is(B, innkeeper)"])
    assert not possible(case(died, "{night: 2, innkeeper: [A, C]}", hidden),
                        ["is(B, innkeeper)"])
