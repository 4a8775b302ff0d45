"""Storm Catcher (Loric): "Name a good character. If in play, they can only
die by execution, but evil players learn which player it is."

Five players; `you: A` claims the Chef, B the Empath; the evil pair is an Imp
and a Scarlet Woman. The Storm Catcher names the Empath.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import case_from, table, worlds

from answers.worlds import solve
from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case

SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
EVIL = ("imp", "scarletwoman")
NAMED = "{night: 1, stormcatcher: empath}"


def case(events: str, named: str = NAMED) -> str:
    return table(SCRIPT, "A:chef B:empath C:investigator D:washerwoman E:librarian",
                 "[imp, scarletwoman]", "3/0/1/1", f"[{named}{', ' if named else ''}{events}]",
                 tail="fabled: [stormcatcher]")


def test_the_stormcaught_player_does_not_die_at_night() -> None:
    """B dies on night 2: the real Empath cannot, so B lied (B is evil)."""
    assert any(w[1] == "empath" for w in worlds(case("{night: 2, died: B}", named="")))
    found = worlds(case("{night: 2, died: B}"))
    assert found and all(w[1] in EVIL for w in found)


def test_execution_still_kills() -> None:
    found = worlds(case("{day: 1, executed: B}, {night: 2, died: C}"))
    assert any(w[1] == "empath" for w in found)


def test_another_named_character_leaves_the_empath_mortal() -> None:
    """The Librarian is named (E's claim): B may be the Empath and die at night."""
    got = worlds(case("{night: 2, died: B}", named="{night: 1, stormcatcher: librarian}"))
    assert any(w[1] == "empath" for w in got)


@pytest.mark.parametrize(("named", "message"), [
    ("{night: 1, stormcatcher: imp}", "expected a good character"),
    ("{night: 1, stormcatcher: empth}", "did you mean"),
    ("{night: 2, stormcatcher: empath}", "expected one {night: 1, stormcatcher"),
])
def test_bad_announcements(named: str, message: str) -> None:
    with pytest.raises(CaseError, match=message) as e:
        solve(case_from(case("{night: 2, died: C}", named=named)))
    assert "\n" not in str(e.value)


def test_botc_add_names_a_character(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    run = CliRunner().invoke
    assert run(main, ["new", str(game), "--script", "tb", "--players",
                      "Ann, Ben, Cat, Dan, Eve"]).exit_code == 0
    r = run(main, ["add", str(game), "stormcatcher", "Fortune Teller", "night", "1",
                   "--max-worlds", "1"])
    assert r.exit_code == 0, r.output
    (e,) = load_case(str(game)).events
    assert (e.kind, e.subject) == ("stormcatcher", "fortuneteller")
