"""Barista (Traveller): "Each night, until dusk, 1) a player becomes sober,
healthy & gets true info, or 2) their ability works twice. They learn which."

Trouble Brewing, five players and the Barista Z (good); you, A, are the
Empath, seated between E and B; the evil pair is an Imp and a Poisoner, and
B is known to be the Imp: your true Empath number is 1 or 2, never 0.
"""

from __future__ import annotations

from tests.travellers import game, sat

ROWS = """
{name: A, claim: empath, info: AINFO}
{name: B, claim: chef}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
"""
BARISTA = "{name: Z, traveller: barista, alignment: good}"


def text(a_info: str, known: str = "is(B, imp)", events: str = "[]",
         barista: bool = True) -> str:
    rows = ROWS.replace("AINFO", a_info) + (BARISTA if barista else "")
    return game(rows, events, head=f"you: A\nhidden: [imp, poisoner]\nknown: ['{known}']")


def test_a_sober_player_gets_true_info() -> None:
    """1) You were made sober and healthy with true info on night 1: your 0
    cannot be the Poisoner's doing, so it is impossible; without the
    Barista's word it is (you were poisoned)."""
    assert sat(text("[{night: 1, empath: 0}]"))
    assert not sat(text("[{night: 1, empath: 0}, {night: 1, barista: sober}]"))
    assert sat(text("[{night: 1, empath: 1}, {night: 1, barista: sober}]"))


def test_sober_until_dusk() -> None:
    """The sobering lasts until dusk: on night 2, told nothing by the Barista,
    your 0 may again be the Poisoner's."""
    info = "[{night: 1, barista: sober}, {night: 1, empath: 1}, {night: 2, empath: 0}]"
    assert sat(text(info, events="[{night: 2, died: D}]"))


def test_an_ability_working_twice_gives_information_twice() -> None:
    """2) Your ability works twice on night 1: two Empath numbers that night
    fit (each may be either working's); told nothing, or `sober`, two
    different numbers in one night cannot both be yours (the Poisoner chose
    E, so you were not poisoned)."""
    two = "[{night: 1, empath: 1}, {night: 1, empath: 2}"
    known = "is(B, imp) and poisoned(E, night 1)"
    assert sat(text(two + ", {night: 1, barista: twice}]", known))
    assert not sat(text(two + ", {night: 1, barista: sober}]", known))
    assert not sat(text(two + "]", known, barista=False))


def test_true_info_even_under_the_vortox() -> None:
    """"Gets true info": under the Vortox your Empath number must be false,
    unless the Barista made it true. B is the Vortox and D the Poisoner (who
    poisoned C), so the true number is 1: impossible with no Barista,
    possible once it made you sober (and, told `twice`, the information is
    free)."""
    rows = ROWS.replace("AINFO", "[{night: 1, empath: 1}AND]")
    script = "[empath, chef, soldier, virgin, monk, vortox, poisoner]"
    known = "is(B, vortox) and is(D, poisoner) and poisoned(C, night 1)"
    head = f"you: A\nhidden: [vortox, poisoner]\nknown: ['{known}']"
    assert not sat(game(rows.replace("AND", ""), head=head, script=script))
    for said in ("sober", "twice"):
        told = rows.replace("AND", f", {{night: 1, barista: {said}}}") + BARISTA
        assert sat(game(told, head=head, script=script))


def test_the_player_learns_which() -> None:
    """What you learnt is what the Barista did: told `twice`, you were not made
    sober, so your 0 may be the Poisoner's doing."""
    assert sat(text("[{night: 1, empath: 0}, {night: 1, barista: twice}]"))


def test_a_demon_working_twice_kills_twice() -> None:
    """Two players die on night 2 with only an Imp to kill: the Imp's ability
    worked twice. Without the Barista no world fits; with you told that you
    were the one chosen that night, the Imp's ability did not work twice."""
    deaths = "[{night: 2, died: C}, {night: 2, died: D}]"
    assert sat(text("[{night: 1, empath: 1}]", events=deaths))
    assert not sat(text("[{night: 1, empath: 1}]", events=deaths, barista=False))
    told = "[{night: 1, empath: 1}, {night: 2, barista: sober}]"
    assert not sat(text(told, events=deaths))


def test_a_poisoner_working_twice_poisons_two() -> None:
    """C and E both poisoned on night 1, with one Poisoner: its ability
    worked twice."""
    known = "is(B, imp) and poisoned(C, night 1) and poisoned(E, night 1)"
    assert sat(text("[{night: 1, empath: 1}]", known))
    assert not sat(text("[{night: 1, empath: 1}]", known, barista=False))


def test_only_the_chosen_player_learns() -> None:
    """Told by the Barista on night 1, you were its choice: the Monk E, good,
    cannot have been told too that night."""
    e_told = ROWS.replace("{name: E, claim: monk}",
                          "{name: E, claim: monk, info: [{night: 1, barista: sober}]}")
    rows = e_told.replace("AINFO", "[{night: 1, barista: sober}]") + BARISTA
    case = game(rows, head="you: A\nhidden: [imp, poisoner]\nknown: ['good(E)']")
    assert not sat(case)
    assert sat(case.replace("good(E)", "evil(E)"))
