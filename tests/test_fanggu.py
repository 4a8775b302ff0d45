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
