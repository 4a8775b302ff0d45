"""Organ Grinder: "All players keep their eyes closed when voting and the vote
tally is secret. Each night, choose if you are drunk until dusk."

Seed 002: "If the Organ Grinder is drunk, the vote happens with eyes open, as
normal. ... That night, the Organ Grinder chooses to become sober or drunk
again."

Five players: E is the Organ Grinder (hidden, unclaimed), D the Demon.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, soldier, saint, imp, organgrinder]"


def case(events: str, rules: str = "{}", now: str = "{day: 1}") -> str:
    return f"""
    script: {SCRIPT}
    now: {now}
    hidden: [imp, organgrinder]
    rules: {rules}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: empath}}
      - {{name: C, claim: soldier}}
      - {{name: D}}
      - {{name: E}}
    events: {events}
    """


OG = "is(E, organgrinder)"
NOMINATION = "{day: 1, nominated: A, by: B, votes: 2, voters: [B, C]}"


def test_each_night_it_chooses_whether_it_is_drunk():
    """Drunk until dusk by its own choice, or sober: both are possible, night by
    night; the drunkenness of day 1 does not outlast its dusk."""
    text = case("[{day: 1, executed: A}]", now="{night: 2}")
    for night in (1, 2):
        assert possible(text, [f"{OG} and drunk(E, night {night})"])
        assert possible(text, [f"{OG} and not drunk(E, night {night})"])
    assert possible(text, [f"{OG} and drunk(E, day 1) and not drunk(E, night 2)"])


def test_recorded_votes_constrain_nothing_by_default():
    """A recorded tally is a fact, whoever saw it: the Organ Grinder may have been
    sober."""
    assert possible(case(f"[{NOMINATION}]"), [f"{OG} and not drunk(E, day 1)"])


def test_open_votes_switch_rules_out_an_active_organ_grinder():
    """`open_votes`: a recorded tally was seen, so the vote was eyes-open ("If the
    Organ Grinder is drunk, the vote happens with eyes open, as normal")."""
    text = case(f"[{NOMINATION}]", rules="{open_votes: true}")
    assert not possible(text, [f"{OG} and not drunk(E, day 1)"])
    assert possible(text, [f"{OG} and drunk(E, day 1)"])
    # Dead, the Organ Grinder keeps no vote secret.
    dead = case(f"[{{day: 1, executed: E}}, {NOMINATION}]", rules="{open_votes: true}")
    assert possible(dead, [f"{OG} and not drunk(E, day 1)"])
    # A nomination without a tally says nothing.
    bare = case("[{day: 1, nominated: A, by: B}]", rules="{open_votes: true}")
    assert possible(bare, [f"{OG} and not drunk(E, day 1)"])


def test_open_votes_an_executions_own_tally():
    """An execution's own `votes` (or `voters`), its nominator unrecorded, is a
    tally seen too: under `open_votes` no Organ Grinder kept it secret."""
    for tally in ("votes: 3", "voters: [B, C, D]"):
        text = case(f"[{{day: 1, executed: A, {tally}}}]", rules="{open_votes: true}")
        assert not possible(text, [f"{OG} and not drunk(E, day 1)"])
        assert possible(text, [f"{OG} and drunk(E, day 1)"])


def test_open_votes_a_days_voted_list():
    """A day's `voted` list (who had voted so far) is a voter list seen too: under
    `open_votes` no Organ Grinder kept those votes secret."""
    text = case("[{day: 1, voted: [B, C]}]", rules="{open_votes: true}")
    assert not possible(text, [f"{OG} and not drunk(E, day 1)"])
    assert possible(text, [f"{OG} and drunk(E, day 1)"])
    assert possible(case("[{day: 1, voted: [B, C]}]"), [f"{OG} and not drunk(E, day 1)"])


def test_an_alchemist_with_the_ability_chooses_to_be_drunk_too():
    """A player who has the ability uses it as the Organ Grinder does: under
    `open_votes` an Alchemist with it, alive, leaves the vote seen only by
    choosing to be drunk (before, no choice was theirs and no world was left).
    The Alchemist jinx puts the Organ Grinder in play beside it (so one of D, E
    may be it: `hidden`), and drinks neither while the other is drunk."""
    text = f"""
    script: [chef, empath, soldier, saint, alchemist, imp, scarletwoman, organgrinder]
    now: {{day: 1}}
    hidden: [imp, scarletwoman, organgrinder]
    rules: {{open_votes: true}}
    players:
      - {{name: A, claim: alchemist, info: [{{night: 1, alchemist: organgrinder}}]}}
      - {{name: B, claim: empath}}
      - {{name: C, claim: soldier}}
      - {{name: D}}
      - {{name: E}}
    events: [{NOMINATION}]
    """
    assert possible(text, ["is(A, alchemist) and drunk(A, day 1)"])
    assert not possible(text, ["is(A, alchemist) and not drunk(A, day 1)"])
