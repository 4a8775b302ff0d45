"""Hindu (Loric): "The first 4 players to die are immediately reincarnated as
Travellers of the same alignment."

Small Trouble Brewing games with the Hindu in play: each reincarnation is a
public event, `{night|day: N, reincarnated: P, as: TRAVELLER}`, after the
death it undoes.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from helpers import case_from, result, table, worlds

from answers.worlds import solve
from botc.cli import main
from caselang.errors import CaseError

SCRIPT = ("[chef, empath, investigator, washerwoman, librarian, undertaker, monk, saint, imp, "
          "poisoner]")
EIGHT = "A:chef B:empath C:investigator D:washerwoman E:librarian F:undertaker G:monk H:saint"


def five(events: str, fabled: str = "[hindu]", script: str = SCRIPT, tail: str = "") -> str:
    return table(script, "A:chef B:empath C:investigator D:washerwoman E:librarian",
                 "[imp, poisoner]", "3/0/1/1", f"[{events}]", head="",
                 tail=f"fabled: {fabled}\n{tail}")


def eight(events: str) -> str:
    return table(SCRIPT, EIGHT.split(), "[imp, poisoner]", "5/1/1/1", f"[{events}]", head="",
                 tail="fabled: [hindu]")


def back(p: str, when: str, traveller: str = "gunslinger") -> str:
    return f"{{{when}, reincarnated: {p}, as: {traveller}}}"


EXEC_A = "{day: 1, executed: A}, " + back("A", "day: 1")


def test_the_first_death_comes_back_as_a_traveller() -> None:
    """A is executed and comes back: alive, and now a Gunslinger (the Traveller
    named), whatever A was."""
    r = result(five(EXEC_A))
    assert r.consistent
    assert not result(five(EXEC_A), assume=["dead(A)"]).consistent
    assert not result(five(EXEC_A), assume=["not is(A, gunslinger, day 1)"]).consistent
    assert not result(five(EXEC_A), assume=["is(A, chef, day 1)"]).consistent


def test_a_reincarnation_is_public_and_listed() -> None:
    """With the Hindu in play the first death cannot go unlisted (a closed world,
    like deaths), by day or by night."""
    assert not result(five("{day: 1, executed: A}")).consistent
    assert not result(five(EXEC_A + ", {night: 2, died: B}")).consistent
    assert result(five(EXEC_A + ", {night: 2, died: B}, " + back("B", "night: 2", "thief")
                       )).consistent


def test_without_the_hindu_nobody_is_reincarnated() -> None:
    with pytest.raises(CaseError, match="brings dead players back as Travellers"):
        solve(case_from(five(EXEC_A, fabled="[]")))


def test_the_fifth_death_stays_dead() -> None:
    """Four deaths come back; the fifth player to die does not."""
    four = ", ".join([EXEC_A, "{night: 2, died: B}", back("B", "night: 2", "thief"),
                      "{day: 2, executed: C}", back("C", "day: 2", "beggar"),
                      "{night: 3, died: D}", back("D", "night: 3", "scapegoat")])
    assert result(eight(four)).consistent
    fifth = four + ", {day: 3, executed: E}"
    assert result(eight(fifth)).consistent
    assert not result(eight(fifth + ", " + back("E", "day: 3", "bureaucrat"))).consistent


def test_one_who_dies_again_stays_dead() -> None:
    """A player counts once: A, back as a Traveller, exiled later, stays dead."""
    again = EXEC_A + ", {day: 2, exiled: A}"
    assert result(eight(again)).consistent
    assert not result(eight(again + ", " + back("A", "day: 2", "thief"))).consistent


def test_an_evil_player_comes_back_evil() -> None:
    """The same alignment: the player evil at their death is an evil Traveller."""
    case = eight(EXEC_A)
    assert result(case, assume=["evil(A, night 1)", "evil(A, day 1)"]).consistent
    assert not result(case, assume=["evil(A, night 1)", "good(A, day 1)"]).consistent
    assert not result(case, assume=["good(A, night 1)", "evil(A, day 1)"]).consistent


def test_a_reincarnated_demon_has_died() -> None:
    """The Demon among the first four has died: with nobody to catch it, the
    game ends, so a game going on means A was not the Imp."""
    assert all(w[0] != "imp" for w in worlds(five(EXEC_A)))
    ended = five(EXEC_A, tail="rules: {game_ended: true}")
    assert any(w[0] == "imp" for w in worlds(ended))


def test_a_reincarnated_player_counts_as_a_traveller_for_the_game_end() -> None:
    """Three of five players back as Travellers leave two players from the bag
    alive: evil wins, so the game cannot go on."""
    three = ", ".join([EXEC_A, "{night: 2, died: B}", back("B", "night: 2", "thief"),
                       "{day: 2, executed: C}", back("C", "day: 2", "beggar")])
    assert not result(five(three)).consistent
    assert result(five(three, tail="rules: {game_ended: true}")).consistent


def test_night_deaths_still_count_as_deaths() -> None:
    """One who died at night and came back still died: the Imp killed someone
    (the Monk's protection, the closed world of deaths)."""
    case = eight(EXEC_A + ", {night: 2, died: B}, " + back("B", "night: 2", "thief"))
    assert result(case).consistent


def test_the_undertaker_sees_the_executed_character() -> None:
    """A, executed as the Chef and back as a Gunslinger, died by execution as
    the Chef: a sober Undertaker (no Poisoner here) may learn the Chef."""
    undertaker = "{name: F, claim: undertaker, info: [{night: 2, undertaker: chef}]}"
    rows = [undertaker if s == "F:undertaker" else s for s in EIGHT.split()]
    script = SCRIPT.replace("poisoner", "scarletwoman")
    case = table(script, rows, "[imp, scarletwoman]", "5/1/1/1", f"[{EXEC_A}]", head="",
                 tail="fabled: [hindu]")
    assert any(w[0] == "chef" and w[5] == "undertaker" for w in worlds(case))


@pytest.mark.parametrize(("event", "message"), [
    ("{day: 1, reincarnated: A, as: gunslinger}", "expected a player whose death on day 1"),
    ("{night: 2, reincarnated: A, as: thief}, {night: 2, died: A}", "is listed before"),
    ("{day: 1, executed: A}, {day: 1, reincarnated: A, as: imp}", "expected a Traveller"),
    ("{day: 1, executed: A}, {day: 1, reincarnated: A}", "missing: expected as"),
])
def test_bad_reincarnations(event: str, message: str) -> None:
    with pytest.raises(CaseError, match=message) as e:
        case_from(five(event))
    assert "\n" not in str(e.value)


def test_botc_add_writes_a_reincarnation(tmp_path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(five("{day: 1, executed: A}"))
    run = CliRunner().invoke(main, ["add", str(path), "reincarnated", "A", "day", "1", "as",
                                    "gunslinger"])
    assert run.exit_code == 0, run.output
    text = path.read_text()
    assert "reincarnated: A" in text and "as: gunslinger" in text
    assert result(text).consistent


BOOM = ("[chef, empath, investigator, washerwoman, librarian, undertaker, monk, saint, imp, "
        "boomdandy]")


def blast(reborn: str) -> str:
    """E, the Boomdandy, is executed first and comes back; its blast kills A to
    D at once (F, G, H spared): three places are left for four deaths."""
    events = ["{day: 1, executed: E}", back("E", "day: 1")]
    travellers = iter(["thief", "beggar", "scapegoat", "bureaucrat"])
    for p in "ABCD":
        events.append(f"{{day: 1, died: {p}, by: boomdandy}}")
        if p in reborn:
            events.append(back(p, "day: 1", next(travellers)))
    return table(BOOM, EIGHT.split(), "[imp, boomdandy]", "5/1/1/1", f"[{', '.join(events)}]",
                 head="", tail="fabled: [hindu]")


@pytest.mark.parametrize(("reborn", "fits"), [
    ("ABC", True), ("BCD", True), ("ACD", True), ("ABCD", False), ("AB", False),
])
def test_deaths_at_once_take_the_places_left_in_any_order(reborn: str, fits: bool) -> None:
    """Deaths are never simultaneous: of four blast deaths, any three come back
    (the Storyteller's order), never all four nor only two."""
    assert result(blast(reborn)).consistent == fits


def test_one_back_from_a_death_another_brought_is_alive() -> None:
    """A blast death listed as a day death (`died: A`) is the one that already
    happened: A, back at once, is not killed again by its listing."""
    case = blast("ABC")
    assert result(case).consistent
    assert not result(case, assume=["dead(A, day 1)"]).consistent
    assert result(case, assume=["dead(D, day 1)"]).consistent


def test_one_back_at_night_may_die_again_that_night() -> None:
    """B dies (back as a Thief) and dies again the same night (the Assassin and
    the Imp): the night lists the second death after the reincarnation, and B
    is dead at dawn; without it B is alive."""
    script = SCRIPT.replace("poisoner", "assassin")
    twice = ", ".join([EXEC_A, "{night: 2, died: B}", back("B", "night: 2", "thief"),
                       "{night: 2, died: B}"])
    case = table(script, EIGHT.split(), "[imp, assassin]", "5/1/1/1", f"[{twice}]", head="",
                 tail="fabled: [hindu]")
    assert result(case).consistent
    assert not result(case, assume=["not dead(B, night 2)"]).consistent
    once = eight(EXEC_A + ", {night: 2, died: B}, " + back("B", "night: 2", "thief"))
    assert not result(once, assume=["dead(B, night 2)"]).consistent


def test_a_seated_travellers_death_may_count_or_not() -> None:
    """Whether the text's "players" takes in one seated as a Traveller is open:
    an exiled Traveller may come back (then A's death is the second) or not."""
    rows = "A:chef B:empath C:investigator D:washerwoman E:librarian".split()
    rows.append("{name: T, traveller: thief}")

    def case(events: str) -> str:
        return table(SCRIPT, rows, "[imp, poisoner]", "3/0/1/1", f"[{events}]", head="",
                     tail="fabled: [hindu]")

    exile = "{day: 1, exiled: T}"
    assert result(case(exile)).consistent
    assert result(case(exile + ", " + back("T", "day: 1", "beggar"))).consistent
    assert not result(case(exile + ", {day: 1, executed: A}")).consistent  # A not back: no
