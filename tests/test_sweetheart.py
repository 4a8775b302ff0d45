"""Sweetheart: "When you die, 1 player is drunk from now on."

Five players in a circle (You, S, C, D, E): You are the Empath, S claims the
Sweetheart; the only Minion is a Scarlet Woman (no droisoning), and C is the
Imp in every test. A sober Empath You, between S and E, with S dead, sees C
and E: exactly 1 evil.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, sweetheart, saint, scarletwoman, imp]"


def case(events: str, empath: int = 2, night: int = 2) -> str:
    return f"""
script: {SCRIPT}
you: You
hidden: [imp, scarletwoman]
counts: {{townsfolk: 2, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: You, claim: empath, info: [{{night: {night}, empath: {empath}}}]}}
  - {{name: S, claim: sweetheart}}
  - {{name: C, claim: chef}}
  - {{name: D, claim: investigator}}
  - {{name: E, claim: soldier}}
events: {events}
"""


ASSUMED = ["is(S, sweetheart)", "is(C, imp)"]


def test_sweetheart_death_makes_someone_drunk():
    """"When you die, 1 player is drunk from now on": after the Sweetheart's
    execution, your wrong Empath number (2) is possible, because You may be the
    drunk player; with the Sweetheart alive it is not."""
    assert possible(case("[{day: 1, executed: S}]"), ASSUMED)
    assert possible(case("[{day: 1, executed: S}]", empath=1), ASSUMED)
    assert not possible(case("[{day: 1, executed: D}]", empath=2), ["is(C, imp)", "good(E)"])


def test_drunk_from_the_death_on():
    """The drunkenness starts with the death: on night 1, before it, your info is
    true; on night 3 it is still drunk ("from now on")."""
    assert not possible(case("[{day: 1, executed: S}]", empath=2, night=1), ASSUMED)
    events = "[{day: 1, executed: S}, {day: 2, executed: D}]"
    assert possible(case(events, empath=2, night=3), ASSUMED)


def test_night_death_counts_too():
    """However the Sweetheart dies: killed by the Imp on night 2 (before your
    Empath step), S makes You drunk the same night."""
    assert possible(case("[{night: 2, died: S}]"), ASSUMED)


POPE = "[empath, fortuneteller, monk, sweetheart, recluse, boomdandy, imp, pope]"


def blast(roles_b: str = "") -> str:
    """Seven players (A..G), the Pope's duplicates: C the Empath, D the Fortune
    Teller, F the Imp, G the Boomdandy ("If you are executed, all but 3 players
    die"), executed on day 1: A, B and E die in that one blast. On night 2 C
    sees 0 evil among D and F (F is) and D sees no Demon among E and F: both
    wrong, both drunk."""
    return f"""
script: {POPE}
fabled: [pope]
hidden: [sweetheart, monk, boomdandy, imp]
counts: {{townsfolk: 4, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: A}}
  - {{name: B}}
  - {{name: C, claim: empath, info: [{{night: 2, empath: 0}}]}}
  - {{name: D, claim: fortuneteller, info: [{{night: 2, fortuneteller: [E, F, no]}}]}}
  - {{name: E, claim: monk}}
  - {{name: F}}
  - {{name: G}}
events: [{{day: 1, executed: G}}, {{day: 1, died: A}}, {{day: 1, died: B}}, {{day: 1, died: E}}]
"""


ROLES = ["is(C, empath)", "is(D, fortuneteller)", "is(F, imp)", "is(G, boomdandy)"]


def test_two_sweethearts_dying_together_each_make_one_drunk():
    """"When you die, 1 player is drunk": each Sweetheart's death is its own;
    A and B, both the Sweetheart (duplicates), dying in one blast make two
    players drunk (here C and D), one each."""
    assert possible(blast(), ["is(A, sweetheart)", "is(B, sweetheart)", *ROLES])


def test_one_sweethearts_death_makes_one_drunk():
    """Near miss: B a second Monk, not a Sweetheart: one player drunk, not both."""
    assert not possible(blast(), ["is(A, sweetheart)", "is(B, monk)", *ROLES])
