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


def six(script: str, rows: str, events: str = "[]", now: str = "{day: 1}",
        rules: str = "{}") -> str:
    """Six players: Gus claims the Goon (the only Outsider), Eve (unclaimed) is the
    hidden Demon; `rows` are the four other players."""
    return f"""
    script: {script}
    hidden: [{script.strip('[]').split(', ')[-1]}]
    counts: {{townsfolk: 3, outsider: 1, minion: 1, demon: 1}}
    rules: {rules}
    players:
      - {{name: Gus, claim: goon}}
{rows}
      - {{name: Eve}}
    events: {events}
    now: {now}
    """


POISONER = six("[goon, poisoner, chef, empath, investigator, imp]", """
      - {name: Pam, claim: poisoner, info: [{night: 1, poisoner: Gus}]}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}""").replace("hidden: [imp]", "you: Pam\n    hidden: [imp]")


def test_a_poisoner_choosing_the_goon_poisons_nobody():
    """"Each night, the 1st player to choose you with their ability is drunk until
    dusk. You become their alignment." The Poisoner (`you`) chose the Goon on
    night 1, the first choice of it: she is drunk at once, so her poison does
    not take, and the Goon turns evil."""
    assert possible(POISONER)
    assert not possible(POISONER, ["good(Gus, night 1)"])
    assert not possible(POISONER, ["poisoned(Gus, night 1)"])
    assert not possible(POISONER, ["not drunk(Pam, night 1)"])


def fortune(picks: str) -> str:
    return six("[goon, fortuneteller, chef, empath, investigator, imp]", f"""
      - {{name: Fay, claim: fortuneteller, info: [{{night: 1, fortuneteller: {picks}}}]}}
      - {{name: Bob, claim: chef}}
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}""").replace("minion: 1", "minion: 0").replace(
        "townsfolk: 3", "townsfolk: 4")


def test_a_fortune_teller_choosing_the_goon_is_drunk():
    """The Fortune Teller chose the Goon and the Imp (Eve) on night 1 and heard
    "no": false, so only a Fortune Teller the Goon made drunk (the first to
    choose it) hears it. The Goon takes her good alignment. Choosing Bob and
    Eve, a sober Fortune Teller must hear "yes"."""
    text = fortune("[Gus, Eve, no]")
    assert possible(text)
    assert not possible(text, ["evil(Gus, night 1)"])
    assert not possible(fortune("[Bob, Eve, no]"))


WITCH = six("[goon, witch, chef, empath, investigator, imp]", """
      - {name: Wil, claim: witch, info: [{night: 1, witch: Gus}]}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}""",
    events="[{day: 1, nominated: Bob, by: Gus}]").replace(
        "hidden: [imp]", "you: Wil\n    hidden: [imp]")


def test_a_witch_choosing_the_goon_curses_nobody():
    """The Witch (`you`) cursed the Goon on night 1, the first to choose it: she
    is drunk until dusk, so the Goon nominates on day 1 and lives; it turned
    evil."""
    assert possible(WITCH)
    assert not possible(WITCH, ["good(Gus, day 1)"])


def test_a_fang_gu_choosing_the_goon_kills_nobody():
    """The Fang Gu attacks the Goon, the first to choose it on night 2: drunk, it
    neither kills nor jumps, and the Goon turns evil: a night with no death and
    no protection on the script. Attacking anyone alive else kills."""
    text = six("[goon, chef, empath, investigator, washerwoman, fanggu]", """
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}
      - {name: Wes, claim: washerwoman}""", now="{day: 2}",
               rules="{demon_attacks_dead: false}").replace(
        "townsfolk: 3, outsider: 1, minion: 1", "townsfolk: 5, outsider: 0, minion: 0").replace(
        "hidden: [fanggu]", "you: Gus\n    hidden: [fanggu]")  # [+1 Outsider]
    assert possible(text)
    assert not possible(text, ["good(Gus, night 2)"])


def test_no_goon_no_choice_variables():
    """Cost: with no Goon on the script, nothing reacts to choices, so a choice
    only a report says (the Fortune Teller's) makes no variable."""
    from engine.encode import encode
    from tests.helpers import case_from

    w = encode(case_from(fortune("[Bob, Eve, yes]").replace("goon", "saint")))
    assert not w.hooks("on_chosen")
    assert not [k for k in w.memo if isinstance(k, tuple) and k[0] == "fortuneteller_n1"]


def test_the_assassins_kill_on_the_goon_lands():
    """Assassin: "If the Assassin attacks the Goon, the Goon dies and turns evil."
    The Assassin (`you`) chose the Goon on night 2, the first choice of it: the
    Assassin is drunk from then on, but the kill still lands, and Gus died
    evil; the Imp killed Bob. (A simulated Bad Moon Rising game found the solver
    refusing this.)"""
    text = six("[goon, assassin, chef, empath, investigator, imp]", """
      - {name: Pam, claim: assassin, info: [{night: 2, assassin: Gus}]}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: empath}
      - {name: Dan, claim: investigator}""",
               events="[{night: 2, died: Gus}, {night: 2, died: Bob}]",
               now="{day: 2}").replace("hidden: [imp]", "you: Pam\n    hidden: [imp]")
    assert possible(text, ["evil(Gus, day 2)"])
    assert not possible(text, ["good(Gus, day 2)"])
