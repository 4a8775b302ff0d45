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


TWO_BARBERS = """
script: [chef, empath, monk, soldier, washerwoman, librarian, barber, saint, imp, poisoner]
fabled: [pope]
counts: {{townsfolk: 5, outsider: 1, minion: 1, demon: 1}}
players:
  - {{name: A, claim: barber}}
  - {{name: B, claim: barber}}
  - {{name: C, claim: [chef, {{night: 2, is: empath}}]}}
  - {{name: D, claim: [empath, {{night: 2, is: chef}}]}}
  - {{name: E, claim: {e}}}
  - {{name: F, claim: {f}}}
  - {{name: G}}
  - {{name: H}}
events: [{{day: 1, executed: A}}, {{night: 2, died: B}}]
now: {{day: 2}}
"""


def test_two_barbers_dying_allow_two_swaps():
    """Pope: "There are duplicate good characters in play": A and B are both
    Barbers, each with its own ability. A was executed on day 1 and B killed on
    night 2, so that night the Demon may swap for each: C and D swapped, and E
    and F. One Barber's death allows one swap only."""
    assumed = ["is(A, barber)", "is(B, barber)", "is(G, imp)", "is(H, poisoner)"]
    two = TWO_BARBERS.format(e="[monk, {night: 2, is: soldier}]",
                             f="[soldier, {night: 2, is: monk}]")
    assert possible(two, assumed)
    one = TWO_BARBERS.format(e="monk", f="soldier")
    assert possible(one, assumed)
    only_b = two.replace("{day: 1, executed: A}, ", "")
    assert not possible(only_b, assumed)


def test_a_hermit_and_the_barber_dying_allow_two_swaps():
    """Hermit: "You have all Outsider abilities": the Hermit B holds the
    Barber's ability beside the Barber A. A executed on day 1 and B killed on
    night 2 make two haircuts that night: two swaps."""
    text = """
script: [chef, empath, monk, soldier, washerwoman, librarian, investigator, barber, hermit,
         saint, imp, poisoner]
players:
  - {name: A, claim: barber}
  - {name: B, claim: hermit}
  - {name: C, claim: [chef, {night: 2, is: empath}]}
  - {name: D, claim: [empath, {night: 2, is: chef}]}
  - {name: E, claim: [monk, {night: 2, is: soldier}]}
  - {name: F, claim: [soldier, {night: 2, is: monk}]}
  - {name: I, claim: librarian}
  - {name: G}
  - {name: H}
events: [{day: 1, executed: A}, {night: 2, died: B}]
now: {day: 2}
"""
    assert possible(text, ["is(A, barber)", "is(B, hermit)", "is(G, imp)", "is(H, poisoner)"])
