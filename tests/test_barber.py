"""Barber: "If you died today or tonight, the Demon may choose 2 players (not
another Demon) to swap characters."

Six players; X claims the Barber; A says they started as the Chef and learnt
on night 2 that they became another character; the Scarlet Woman and the Imp
are hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, barber, saint, scarletwoman, imp]"


def case(becomes: str, events: str, b: str = "empath") -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, scarletwoman]
players:
  - {{name: X, claim: barber}}
  - {{name: A, claim: [chef, {{night: 2, is: {becomes}}}]}}
  - {{name: B, claim: {b}}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
events: {events}
"""


BARBER_DIES = "[{day: 1, executed: X}]"
NOBODY_DIES = "[{day: 1, executed: C}]"


def test_barber_death_allows_a_swap():
    """"The Barber allows the Demon to swap any 2 player's characters ... Each
    player learns which character they become": after the Barber's execution
    the good A may become the Empath, swapping with B (who says so too);
    otherwise not."""
    assumed = ["good(A)", "good(B)", "is(X, barber)"]
    b = "[empath, {night: 2, is: chef}]"
    assert possible(case("empath", BARBER_DIES, b), assumed)
    assert possible(case("empath", BARBER_DIES, b), assumed + ["is(B, chef, night 2)"])
    assert not possible(case("empath", NOBODY_DIES, b), assumed)


def test_alignments_stay():
    """"The players' alignments stay the same when they swap characters": a good A
    may become the Imp (and stays good), the Imp becoming the Chef."""
    assumed = ["good(A)", "is(X, barber)", "is(D, imp)"]
    assert possible(case("imp", BARBER_DIES), assumed + ["good(A, night 2)",
                                                         "evil(D, night 2)",
                                                         "is(D, chef, night 2)"])
    assert not possible(case("imp", BARBER_DIES), assumed + ["evil(A, night 2)"])


def test_the_demon_may_decline():
    """"The Demon may choose not to swap players": nobody changes."""
    assert possible(case("chef", BARBER_DIES), ["good(A)", "is(X, barber)"])


MATH = """
script: [mathematician, chef, monk, soldier, barber, poisoner, imp]
counts: {{townsfolk: 3, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: X, claim: barber}}
  - {{name: M, claim: mathematician, info: [{{night: 2, mathematician: {count}}}]}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: monk}}
  - {{name: P}}
  - {{name: Y}}
events: [{{day: 1, executed: X}}, {{night: 2, died: B}}]
"""


def test_a_droisoned_barber_s_death_may_count_as_abnormal():
    """A poisoned Barber dies: "the Demon may choose 2 players" does not happen.
    The Demon might not have swapped anyway, so the Mathematician may learn 1
    or 0 for it; with the Barber sober (and no swap) nothing else worked
    abnormally."""
    truth = ["is(P, poisoner)", "is(Y, imp)", "not poisoned(M, night 2)",
             "not poisoned(P, night 2)"]
    poisoned = [*truth, "poisoned(X, night 1)"]
    assert possible(MATH.format(count=1), poisoned)
    assert possible(MATH.format(count=0), poisoned)
    no_swap = ["is(P, poisoner, night 2)", "is(Y, imp, night 2)"]
    assert not possible(MATH.format(count=1), [*truth, *no_swap, "not poisoned(X, night 1)"])
