"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this kills
becomes an evil Fang Gu & you die instead. [+1 Outsider]"

Six seats (base 3 Townsfolk, 1 Outsider, 1 Minion, 1 Demon); A is `you`.
"""

from __future__ import annotations

from tests.helpers import possible, result

SCRIPT = ("[chef, soldier, monk, slayer, mayor, saint, recluse, butler, scarletwoman, poisoner, "
          "imp, fanggu]")


def case(claims: list[str], hidden: str = "[scarletwoman, fanggu]", tail: str = "") -> str:
    rows = "\n".join(f"      - {{name: {n}, claim: {c}}}" if c else f"      - {{name: {n}}}"
                     for n, c in zip("BCDEF", claims))
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    players:
      - {{name: A, claim: chef}}
{rows}
    {tail}
    """


def test_one_more_outsider():
    """"There is an extra Outsider in play": with six players (one Outsider by the
    table) two claimed Outsiders fit the Fang Gu but not the Imp."""
    two = ["saint", "butler", "soldier", None, None]
    assert possible(case(two))
    assert not possible(case(two, "[scarletwoman, imp]"))


def test_the_first_outsider_killed_jumps():
    """"The first time a Fang Gu attacks and kills an Outsider, the Fang Gu dies,
    and the Outsider becomes a Fang Gu and turns evil": on night 2 only the Fang
    Gu at F dies (no Scarlet Woman to catch it), and one of the Outsiders B, C
    is an evil Fang Gu at the end."""
    text = case(["saint", "butler", "soldier", None, None], "[poisoner, fanggu]",
                tail="events: [{night: 2, died: F}]")
    r = result(text, ["is(F, fanggu)"])
    assert r.consistent
    for w in r.worlds:
        for end, evil in zip(w.ends, w.evil_ends):
            jumped = [n for n, c in zip("ABCDEF", end) if c == "fanggu" and n != "F"]
            assert jumped in (["B"], ["C"]) and jumped[0] in evil
    # A Townsfolk attacked just dies: the Soldier is no Outsider (and is safe).
    assert not possible(text, ["is(F, fanggu)", "is(D, fanggu)"])


def test_only_once_per_game():
    """"This can only happen once per game. If the new Fang Gu attacks an Outsider,
    the Outsider dies as normal": after the jump on night 2, the Butler dies on
    night 3 and the Fang Gu lives."""
    text = case(["saint", "butler", "soldier", None, None],
                "[poisoner, fanggu]", tail="events: [{night: 2, died: F}, {night: 3, died: C}]")
    assert possible(text, ["is(B, fanggu, night 2)", "is(B, fanggu, night 3)"])
    assert not possible(text, ["is(C, fanggu, night 3)"])


def test_a_protected_outsider_does_not_jump():
    """"If the Fang Gu attacks an Outsider but that Outsider does not die, that
    Outsider does not become an evil Fang Gu": attacks on the dead are ruled out,
    so a quiet night 2 needs the Monk's protection (or a poisoned Fang Gu), and
    nobody jumped."""
    text = case(["saint", "butler", "monk", None, None], tail="now: {night: 2}\n"
                "    rules: {demon_attacks_dead: false}")
    assert possible(text, ["is(B, saint)"])
    assert not possible(text, ["is(B, fanggu, night 2)"])
    assert not possible(text, ["is(C, fanggu, night 2)"])


def guarded(guard: str, info: str, events: str, script: str = SCRIPT) -> str:
    """Six seats: A the Chef (`you`), B the Saint, C the Butler (the Fang Gu's extra
    Outsider), D the `guard` with `info`, E and F the Scarlet Woman and the Fang Gu."""
    return f"""
    script: {script}
    you: A
    hidden: [scarletwoman, fanggu]
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: saint}}
      - {{name: C, claim: butler}}
      - {{name: D, claim: {guard}, info: [{info}]}}
      - {{name: E}}
      - {{name: F}}
    events: {events}
    """


def test_a_fang_gu_safe_from_the_demon_need_not_jump():
    """"The 1st Outsider this kills becomes an evil Fang Gu & you die instead": the
    jump is the Fang Gu dying in the Outsider's place. Protected by the Monk
    ("The Monk's protection also prevents all other harmful effects of the
    Demon's ability"), the Fang Gu may not die: it attacks the Saint, who dies as
    anyone would, and the jump is still there on night 3, when the Butler
    becomes the Fang Gu. Whether that protection covers the Fang Gu's own death
    is not written, so the jump on night 2 stays possible too."""
    monk = "{night: 2, monk: F}"
    blocked = guarded("monk", monk, "[{night: 2, died: B}, {night: 3, died: F}]")
    assert possible(blocked, ["is(F, fanggu)", "is(C, fanggu, night 3)"])
    assert not possible(blocked, ["is(B, fanggu, night 2)"])
    jumped = guarded("monk", monk, "[{night: 2, died: F}]")
    assert possible(jumped, ["is(F, fanggu)", "is(B, fanggu, night 2) or is(C, fanggu, night 2)"])


def test_a_fang_gu_that_cannot_die_does_not_jump():
    """The Innkeeper: "choose 2 players: they can't die tonight". A Fang Gu that
    can't die cannot die instead of the Outsider: it attacks the Saint, who dies,
    and nobody jumps; the Fang Gu's death that night is impossible."""
    script = "[chef, innkeeper, saint, butler, scarletwoman, fanggu]"
    inn = "{night: 2, innkeeper: [F, A]}"
    saint_dies = guarded("innkeeper", inn, "[{night: 2, died: B}]", script)
    assert possible(saint_dies, ["is(F, fanggu)", "is(F, fanggu, night 2)"])
    assert not possible(guarded("innkeeper", inn, "[{night: 2, died: F}]", script),
                        ["is(F, fanggu)"])


def test_a_fang_gu_that_escapes_death_does_not_jump():
    """The Boffin: "The Demon ... has a not-in-play good character's ability"; here
    the only one is the Fool's, "The first time you die, you don't". The Fang Gu
    that should die instead of the Saint does not, so the Saint dies and the
    Fang Gu lives; on night 3 its death is no first one, and the Butler jumps."""
    script = "[chef, slayer, fool, saint, butler, boffin, fanggu]"
    text = guarded("slayer", "", "[{night: 2, died: B}, {night: 3, died: F}]", script)
    text = text.replace("[scarletwoman, fanggu]", "[boffin, fanggu]")
    assert possible(text, ["is(F, fanggu)", "is(C, fanggu, night 3)"])
    assert not possible(text, ["is(F, fanggu)", "is(B, fanggu, night 2)"])


def test_an_outsider_dying_in_the_mayors_place_need_not_jump():
    """The Mayor: "If you die at night, another player might die instead"; the
    Fang Gu's jump comes "the first time a Fang Gu attacks and kills an
    Outsider". The Butler C who dies in the attacked Mayor D's place may be
    read as killed by that attack (a jump) or not: C dead, the Fang Gu F alive
    (a simulated game found this world lost). Attacked directly, C would jump."""
    text = case(["saint", "butler", "mayor", None, None], "[poisoner, fanggu]",
                tail="events: [{night: 2, died: C}]")
    assume = ["is(F, fanggu)", "is(C, butler)", "is(D, mayor)", "not dead(F)"]
    assert possible(text, assume)
    assert not possible(text.replace("claim: mayor", "claim: soldier")
                        .replace("mayor, saint", "saint"),
                        ["is(F, fanggu)", "is(C, butler)", "not dead(F)",
                         "not poisoned(F, night 2)"])
