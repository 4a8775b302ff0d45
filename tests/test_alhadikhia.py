"""Al-Hadikhia: "Each night*, you may choose 3 players (all players learn who):
each silently chooses to live or die, but if all live, all die." Five players
(3 Townsfolk, 1 Minion, the Al-Hadikhia); A is `you`, a Chef; B holds the
Soldier; D and E hold the evil pair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case
from tests.helpers import five_seats, possible

SCRIPT = "[chef, soldier, empath, monk, saint, scarletwoman, alhadikhia]"


def case(events: str, tail: str = "") -> str:
    return five_seats(SCRIPT, "A:chef", ("soldier", "empath", "", ""),
                      "[scarletwoman, alhadikhia]", "3/0/1/1", events, tail=tail)


CHOSE_ACE = "{night: 2, alhadikhia: [A, C, E]}"


def test_those_who_choose_to_die_die() -> None:
    """"each silently chooses to live or die": any of the three may die alone,
    or two of them."""
    assert possible(case(f"[{CHOSE_ACE}, {{night: 2, died: A}}]"))
    assert possible(case(f"[{CHOSE_ACE}, {{night: 2, died: C}}]"))
    assert possible(case(f"[{CHOSE_ACE}, {{night: 2, died: A}}, {{night: 2, died: C}}]"))


def test_if_all_live_all_die() -> None:
    """"but if all live, all die": three living players chosen, someone dies."""
    assert not possible(case(f"[{CHOSE_ACE}]"))


def test_only_the_chosen_die() -> None:
    """The announced three are the only ones who may die of it."""
    assert not possible(case(f"[{CHOSE_ACE}, {{night: 2, died: D}}]"))


def test_the_demons_kill() -> None:
    """A Demon's kill: the Soldier chosen does not die, and the others may all
    have chosen to live only if the Soldier chose to live too, so nobody need die."""
    chose = "{night: 2, alhadikhia: [A, B, C]}"
    assert not possible(case(f"[{chose}, {{night: 2, died: B}}]"))
    assert possible(case(f"[{chose}]"))


def test_not_on_the_first_night() -> None:
    """"Each night*": a choice announced on night 1 is an error in the case."""
    with pytest.raises(CaseError, match="each night but the first"):
        possible(case("[{night: 1, alhadikhia: [A, C, E]}]"))


def test_unannounced_choices() -> None:
    """Without an announcement the case may leave it out: up to three may die;
    with every announcement listed, none did."""
    assert possible(case("[{night: 2, died: A}, {night: 2, died: C}]"))
    assert not possible(case("[{night: 2, died: A}]", "rules: {announcements_complete: true}"))


def test_botc_add_names_the_three(tmp_path: Path) -> None:
    """At the table: `botc add game.yaml alhadikhia A B C night 2`."""
    game, script = tmp_path / "game.yaml", tmp_path / "script.json"
    script.write_text(json.dumps(SCRIPT.strip("[]").split(", ")), encoding="utf-8")
    run = CliRunner().invoke
    r = run(main, ["new", str(game), "--script", str(script),
                   "--players", "Ann, Ben, Cat, Dan, Eve"])
    assert r.exit_code == 0, r.output
    r = run(main, ["add", str(game), "alhadikhia", "Ann", "Ben", "Cat", "night", "2",
                   "--max-worlds", "1"])
    assert r.exit_code == 0, r.output
    e = load_case(str(game)).events[-1]
    assert e.kind == "alhadikhia" and e.subject == ["Ann", "Ben", "Cat"]


def test_two_announcements_need_two_al_hadikhias() -> None:
    """Each announcement is one Al-Hadikhia's choice: two on one night need two
    players who woke as it (a second one a Summoner made, a Lunatic); here only
    one can, so two announcements fit no world (no longer an error: the
    random-script game s9801/33, two Al-Hadikhias, is a shipped case)."""
    two = "{night: 2, alhadikhia: [A, B, C]}"
    assert possible(case(f"[{CHOSE_ACE}, {{night: 2, died: A}}]"))
    assert not possible(case(f"[{CHOSE_ACE}, {two}, {{night: 2, died: A}}]"))
