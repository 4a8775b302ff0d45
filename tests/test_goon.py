"""Goon: "Each night, the 1st player to choose you with their ability is drunk
until dusk. You become their alignment."

Six seats, no Minion; A is `you`, the Goon; B the Monk; F the hidden
Shabaloth, which must attack two living players each night but the first.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[goon, monk, chef, investigator, washerwoman, shabaloth]"


def case(events: str, monk: str = "B") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: [shabaloth]
    rules: {{demon_attacks_dead: false}}
    counts: {{townsfolk: 4, outsider: 1, minion: 0, demon: 1}}
    players:
      - {{name: A, claim: goon}}
      - {{name: B, claim: monk, info: [{{night: 2, monk: {monk}}}]}}
      - {{name: C, claim: chef}}
      - {{name: D, claim: investigator}}
      - {{name: E, claim: washerwoman}}
      - {{name: F}}
    events: {events}
    """


def test_the_demon_choosing_the_goon_first_kills_nobody():
    """The Monk protects C. No death on night 2: one of the Shabaloth's two
    choices was the Goon, the first choice of the Goon tonight, so the Shabaloth
    was drunk and neither attack worked; the Goon took its evil alignment."""
    text = case("[]", monk="C")
    assert possible(text)
    assert possible(text, ["evil(A, night 2)"])
    assert not possible(text, ["good(A, night 2)"])
    # A death that night: the Goon may have stayed good.
    assert possible(case("[{night: 2, died: D}]", monk="C"), ["good(A, night 2)"])


def test_the_first_chooser_is_drunk():
    """The Monk chose the Goon first, so the Monk is drunk and the Goon is not
    protected: the Shabaloth kills A and C. A Monk choosing D protects D."""
    assert possible(case("[{night: 2, died: A}, {night: 2, died: C}]", monk="A"))
    assert not possible(case("[{night: 2, died: D}, {night: 2, died: C}]", monk="D"))


def test_the_goon_takes_the_first_choosers_alignment():
    """The good Monk chose the Goon first: the Goon stays good, and the
    Shabaloth's later choice of the Goon works."""
    text = case("[{night: 2, died: A}, {night: 2, died: C}]", monk="A")
    assert not possible(text, ["evil(A, night 2)"])


def other(b_info: str = "[]", c_info: str = "[]") -> str:
    """A Gambler B and a Chambermaid C; the Po (hidden) may choose no-one."""
    return f"""
    script: [goon, gambler, chambermaid, investigator, washerwoman, po]
    you: A
    hidden: [po]
    counts: {{townsfolk: 4, outsider: 1, minion: 0, demon: 1}}
    players:
      - {{name: A, claim: goon}}
      - {{name: B, claim: gambler, info: {b_info}}}
      - {{name: C, claim: chambermaid, info: {c_info}}}
      - {{name: D, claim: investigator}}
      - {{name: E, claim: washerwoman}}
      - {{name: F}}
    events: []
    now: {{day: 2}}
    """


def test_a_gambler_guessing_about_the_goon_is_drunk():
    """B guesses wrong on night 2 and lives: fine if B chose the Goon (drunk),
    not if B chose C."""
    assert possible(other(b_info="[{night: 2, gambler: [A, chef]}]"), ["is(B, gambler)"])
    assert not possible(other(b_info="[{night: 2, gambler: [C, washerwoman]}]"),
                        ["is(B, gambler)"])


def test_a_chambermaid_choosing_the_goon_is_drunk():
    """C learns 2 of A and D woke on night 2: false (neither wakes), so only a
    Chambermaid made drunk by the Goon hears it; choosing E and D, she cannot."""
    assert possible(other(c_info="[{night: 2, chambermaid: [A, D, 2]}]"),
                    ["is(C, chambermaid)"])
    assert not possible(other(c_info="[{night: 2, chambermaid: [E, D, 2]}]"),
                        ["is(C, chambermaid)"])


def inn(events: str, picks: str) -> str:
    """Case `case` with B the Innkeeper instead of the Monk."""
    return case(events).replace("monk", "innkeeper").replace(
        "innkeeper: B", f"innkeeper: {picks}")


def test_an_innkeeper_choosing_the_goon_is_drunk():
    """The Innkeeper (before the Shabaloth) chose the Goon first, so it is drunk
    and neither of its players is safe: the Shabaloth kills A and C. Choosing
    D and C, a sober Innkeeper keeps both alive."""
    assert possible(inn("[{night: 2, died: A}, {night: 2, died: C}]", "[A, C]"))
    assert not possible(inn("[{night: 2, died: D}, {night: 2, died: C}]", "[D, C]"))


def test_an_imp_choosing_the_goon_first_kills_nobody():
    """No death on night 2 with no protection on the script: the Imp chose the
    Goon, was made drunk, and the Goon turned evil."""
    text = """
    script: [goon, chef, investigator, washerwoman, empath, imp]
    you: A
    hidden: [imp]
    counts: {townsfolk: 4, outsider: 1, minion: 0, demon: 1}
    players:
      - {name: A, claim: goon}
      - {name: B, claim: chef}
      - {name: C, claim: investigator}
      - {name: D, claim: washerwoman}
      - {name: E, claim: empath}
      - {name: F}
    now: {day: 2}
    """
    assert possible(text)
    assert not possible(text, ["good(A, night 2)"])
