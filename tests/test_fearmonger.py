"""Fearmonger: "Each night, choose a player: if you nominate & execute them, their
team loses. All players know if you choose a new player."

Five players; B-E claim Townsfolk; the evil pair is an Imp and a Fearmonger
or a Scarlet Woman. In some cases you, A, are the Fearmonger.
"""

from __future__ import annotations

import pytest
from helpers import case_from, possible, table, worlds

from caselang.errors import CaseError

SCRIPT = ("[chef, empath, investigator, washerwoman, librarian, imp, fearmonger, "
          "scarletwoman]")
CLAIMS = ["B:chef", "C:empath", "D:investigator", "E:washerwoman"]


def case(a_row: str = "A:librarian", events: str = "[]", tail: str = "") -> str:
    return table(SCRIPT, [a_row, *CLAIMS], "[imp, fearmonger, scarletwoman]", "3/0/1/1",
                 events, tail=tail)


def me(*targets: str) -> str:
    """You, A, the Fearmonger, chose these players on nights 1, 2..."""
    info = ", ".join(f"{{night: {n}, fearmonger: {t}}}" for n, t in enumerate(targets, 1))
    return f"{{name: A, claim: fearmonger, info: [{info}]}}"


def test_the_first_choice_is_announced() -> None:
    """`{night: 1, fearmonger: new}`: a Fearmonger is in play in every world.
    Without it a Fearmonger is still possible (a case may leave an announcement
    out), unless the case lists every announcement."""
    got = worlds(case(events="[{night: 1, fearmonger: new}]"))
    assert got and all("fearmonger" in w for w in got)
    assert any("fearmonger" in w for w in worlds(case()))
    complete = worlds(case(tail="rules: {announcements_complete: true}"))
    assert complete and all("fearmonger" not in w for w in complete)


def test_only_a_new_player_is_announced() -> None:
    """You chose C on both nights: no announcement on night 2; choosing D then is
    one (the first night's is announced; E died on night 2)."""
    died = "{night: 1, fearmonger: new}, {night: 2, died: E}"
    new = f"[{{night: 2, fearmonger: new}}, {died}]"
    complete = "rules: {announcements_complete: true}"
    assert not possible(case(me("C", "C"), new))
    assert possible(case(me("C", "D"), new))
    assert not possible(case(me("C", "D"), f"[{died}]", tail=complete))
    assert possible(case(me("C", "C"), f"[{died}]", tail=complete))


def test_nominating_and_executing_the_target_ends_the_game() -> None:
    """You chose C and on day 1 nominated C, who was executed: C's team lost, so
    a case that goes on has no world; one that ended does. Executing D, whom you
    did not choose, ends nothing."""
    def executed(p: str) -> str:
        return f"[{{day: 1, nominated: {p}, by: A}}, {{day: 1, executed: {p}}}]"
    assert not possible(case(me("C"), executed("C")))
    assert possible(case(me("C"), executed("C"), tail="rules: {game_ended: true}"))
    assert possible(case(me("C"), executed("D")))


def test_the_announcement_names_nobody() -> None:
    """The event's word is `new`; a player's name there is an error naming it."""
    with pytest.raises(CaseError, match="expected new"):
        case_from(case(events="[{night: 1, fearmonger: B}]"))


def test_botc_add_writes_the_announcement(tmp_path) -> None:
    """`botc add game.yaml fearmonger new night 1` writes the event the case reads."""
    from click.testing import CliRunner

    from botc.cli import main
    from caselang.parse import load_case

    game = tmp_path / "game.yaml"
    script = tmp_path / "script.json"
    script.write_text('["chef", "empath", "investigator", "washerwoman", "imp", "fearmonger"]')
    r = CliRunner().invoke(main, ["new", str(game), "--script", str(script), "--players",
                                  "Ann, Ben, Cat, Dan, Eve"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["add", str(game), "fearmonger", "new", "night", "1",
                                  "--max-worlds", "1"])
    assert r.exit_code == 0, r.output
    e = load_case(str(game)).events[-1]
    assert (e.kind, e.subject, e.time.kind, e.time.n) == ("fearmonger", "new", "night", 1)
