"""Huntsman: "Once per game, at night, choose a living player: the Damsel, if
chosen, becomes a not-in-play Townsfolk. [+the Damsel]"

Five players; A claims the Huntsman, B-D claim Townsfolk, E the Damsel; the
evil pair is an Imp and a Scarlet Woman.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = ("[huntsman, chef, empath, investigator, washerwoman, librarian, damsel, saint, "
          "imp, scarletwoman]")


def case(a_info: str = "[]", e_claim: str = "damsel", events: str = "[]",
         you: str = "A") -> str:
    seats = [f"{{name: A, claim: huntsman, info: {a_info}}}", "B:chef", "C:empath",
             "D:investigator", f"{{name: E, claim: {e_claim}}}"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "3/0/1/1", events, head=f"you: {you}")


def test_the_damsel_is_in_play() -> None:
    """"[+the Damsel]": you the Huntsman, with nobody claiming the Damsel (good
    players' claims are true) no world is left; with E claiming it, E is the
    Damsel, in a Townsfolk's place (five players have no Outsider)."""
    assert not possible(case(e_claim="washerwoman"))
    got = worlds(case())
    assert got and all(w[0] == "huntsman" and w[4] == "damsel" for w in got)


def test_the_damsel_chosen_becomes_a_not_in_play_townsfolk() -> None:
    """You, A, chose E, the Damsel: E becomes a Townsfolk no one has. E saying it
    became the Chef makes B's Chef claim a lie (B evil); becoming the unclaimed
    Washerwoman fits."""
    chose = "[{night: 1, huntsman: E}]"
    assert possible(case(chose, "[damsel, {night: 1, is: washerwoman}]"))
    got = worlds(case(chose, "[damsel, {night: 1, is: chef}]"))
    assert got and all(w[1] in ("imp", "scarletwoman") for w in got)


def test_only_the_huntsmans_choice_changes_the_damsel() -> None:
    """You, E, the Damsel, became a Townsfolk on night 1: only a working Huntsman
    choosing you does that. A saying it chose C would be a lie (A evil), and then
    no Huntsman is in play to change you."""
    became = "[damsel, {night: 1, is: washerwoman}]"
    assert possible(case("[{night: 1, huntsman: E}]", became, you="E"))
    assert not possible(case("[{night: 1, huntsman: C}]", became, you="E"))


def test_once_per_game() -> None:
    """"Once per game": a second choice is impossible for you, A."""
    night2 = "[{night: 2, died: B}]"
    assert possible(case("[{night: 2, huntsman: C}]", events=night2))
    assert not possible(case("[{night: 1, huntsman: C}, {night: 2, huntsman: E}]",
                             events=night2))


def test_a_living_player() -> None:
    """"Choose a living player": C, executed on day 1, cannot be chosen on night 2."""
    events = "[{day: 1, executed: C}, {night: 2, died: B}]"
    assert possible(case("[{night: 2, huntsman: D}]", events=events))
    assert not possible(case("[{night: 2, huntsman: C}]", events=events))


def test_an_atheist_storyteller_may_leave_the_damsel_out() -> None:
    """Atheist: "The Storyteller can break the game rules": a setup rule that
    brings another token ("[+the Damsel]") may be left out, so a Huntsman game
    with the Atheist and no Damsel has a world; without the Atheist it has none
    (above)."""
    script = SCRIPT.replace("[huntsman,", "[huntsman, atheist,")
    seats = ["{name: A, claim: huntsman}", "B:chef", "C:empath", "D:investigator", "E:atheist"]
    text = table(script, seats, "[]", head="you: A")
    assert worlds(text) == {("huntsman", "chef", "empath", "investigator", "atheist")}
