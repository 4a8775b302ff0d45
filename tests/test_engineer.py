"""Engineer: "Once per game, at night, choose which Minions or which Demon is
in play."

Five players; you, A, claim the Engineer; B-E claim Townsfolk. C is known
to be the Poisoner and D the Imp as night 1 ends; B dies on night 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import case_from, possible, table

from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case

SCRIPT = ("[engineer, chef, empath, investigator, washerwoman, drunk, imp, nodashii, "
          "poisoner, spy, scarletwoman, witch]")
HIDDEN = "[imp, nodashii, poisoner, spy, scarletwoman, witch, drunk]"
START = "is(C, poisoner, night 1) and is(D, imp, night 1)"


def case(info: str, known: str, counts: str = "3/0/1/1", extra: str = "",
         head: str = "you: A") -> str:
    seats = [f"{{name: A, claim: engineer, info: {info}}}", "B:chef", "C:empath",
             "D:investigator", "E:washerwoman", *([extra] if extra else [])]
    return table(SCRIPT, seats, HIDDEN, counts, "[{night: 2, died: B}]", head=head,
                 tail=f"known: ['{START} and {known}']")


def chose(payload: str, night: int = 2) -> str:
    return f"[{{night: {night}, engineer: {payload}}}]"


def test_the_minion_becomes_the_minion_chosen() -> None:
    """You chose the Spy on night 2: the Poisoner C is the Spy from then on;
    having chosen nothing tonight, C is still the Poisoner."""
    assert possible(case(chose("[spy]"), "is(C, spy, night 2)"))
    assert not possible(case(chose("[spy]"), "not is(C, spy, night 2)"))
    assert not possible(case(chose("none"), "is(C, spy, night 2)"))


def test_a_chosen_character_in_play_stays_with_its_player() -> None:
    """Choosing the Poisoner, already in play, changes nothing."""
    assert possible(case(chose("[poisoner]"), "is(C, poisoner, night 2)"))
    assert not possible(case(chose("[poisoner]"), "not is(C, poisoner, night 2)"))


def test_the_demon_becomes_the_demon_chosen() -> None:
    """Choosing the No Dashii (one Demon, written alone) makes the Imp D the No
    Dashii; the Minion stays the Poisoner."""
    assert possible(case(chose("nodashii"), "is(D, nodashii, night 2)"))
    assert not possible(case(chose("nodashii"), "is(D, imp, night 2)"))
    assert not possible(case(chose("nodashii"), "not is(C, poisoner, night 2)"))


def test_minions_stay_minions_and_the_demon_stays_the_demon() -> None:
    """Choosing Minions leaves the Demon as it is: the Imp D is not made the Spy,
    and the Spy goes to the Minion."""
    assert not possible(case(chose("[spy]"), "is(D, spy, night 2)"))
    assert not possible(case(chose("[spy]"), "not is(D, imp, night 2)"))


def test_minions_or_the_demon_not_both() -> None:
    """A choice of a Minion and a Demon, or of two Demons, is refused."""
    with pytest.raises(CaseError, match="one team"):
        case_from(case(chose("[spy, nodashii]"), "not dead(A)"))
    with pytest.raises(CaseError, match="one demon"):
        case_from(case(chose("[imp, nodashii]"), "not dead(A)"))


def test_more_minions_chosen_than_there_are_minion_players() -> None:
    """Two Minions chosen with one Minion player: the Storyteller changes "as
    many as is fair and feasible", so the Poisoner may become either, or stay;
    the Demon is never changed."""
    two = chose("[spy, scarletwoman]")
    assert possible(case(two, "is(C, spy, night 2)"))
    assert possible(case(two, "is(C, scarletwoman, night 2)"))
    assert possible(case(two, "is(C, poisoner, night 2)"))
    assert not possible(case(two, "not is(D, imp, night 2)"))


def test_each_chosen_minion_once() -> None:
    """Six players with two Minions (the Poisoner C and the Spy F): choosing the
    Scarlet Woman and the Witch makes C and F one each, in either order, never
    the same one, and neither keeps its old character."""
    def six(known: str) -> str:
        return case(chose("[scarletwoman, witch]"), f"is(F, spy, night 1) and {known}",
                    counts="3/0/2/1", extra="F")
    assert possible(six("is(C, scarletwoman, night 2) and is(F, witch, night 2)"))
    assert possible(six("is(C, witch, night 2) and is(F, scarletwoman, night 2)"))
    assert not possible(six("is(C, witch, night 2) and is(F, witch, night 2)"))
    assert not possible(six("is(F, spy, night 2)"))


def test_a_drunk_engineer_changes_nothing() -> None:
    """You, A, the Drunk believing you are the Engineer: your choice of the Spy
    leaves the Poisoner as it is."""
    def drunk(known: str) -> str:
        return case(chose("[spy]"), f"is(A, drunk) and {known}", "2/1/1/1",
                    head="you: A\nyou_might_be: [drunk]")
    assert possible(drunk("is(C, poisoner, night 2)"))
    assert not possible(drunk("is(C, spy, night 2)"))


def test_once_per_game() -> None:
    """A second choice is impossible for you."""
    assert possible(case(chose("[poisoner]", 1), "not dead(A)"))
    both = "[{night: 1, engineer: [poisoner]}, {night: 2, engineer: [spy]}]"
    assert not possible(case(both, "not dead(A)"))
    # Nor does the Engineer wake to choose nothing once the ability is used.
    spent = "[{night: 1, engineer: [poisoner]}, {night: 2, engineer: none}]"
    assert not possible(case(spent, "not dead(A)"))


def test_botc_add_writes_the_choice(tmp_path: Path) -> None:
    """`botc add ... info Ann night 1 engineer poisoner spy` writes a list; one
    Demon is written alone; a mixed choice is refused in one line."""
    script = tmp_path / "script.json"
    script.write_text(json.dumps(["engineer", "chef", "empath", "investigator", "washerwoman",
                                  "imp", "nodashii", "poisoner", "spy"]))
    game = tmp_path / "game.yaml"
    run = CliRunner().invoke
    assert run(main, ["new", str(game), "--script", str(script), "--players",
                      "Ann, Ben, Cat, Dan, Eve"]).exit_code == 0
    for words in (["claim", "Ann", "engineer"],
                  ["info", "Ann", "night", "1", "engineer", "poisoner", "spy"],
                  ["info", "Ben", "night", "1", "engineer", "No Dashii"]):
        r = run(main, ["add", str(game), *words, "--max-worlds", "1"])
        assert r.exit_code == 0, r.output
    parsed = load_case(str(game))
    assert [(i.ability, i.payload) for p in parsed.players for i in p.info] == [
        ("engineer", ("poisoner", "spy")), ("engineer", ("nodashii",))]
    r = run(main, ["add", str(game), "info", "Cat", "night", "1", "engineer", "spy", "imp"])
    assert r.exit_code != 0 and "one team" in r.output
