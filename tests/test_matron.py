"""Matron: "Each day, you may choose up to 3 sets of 2 players to swap seats.
Players may not leave their seats to talk in private." Z is the Matron."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from botc.cli import main
from caselang.errors import CaseError
from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath, info: [{night: 1, empath: 0}]}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: matron}
"""


def case(events: str = "[]") -> str:
    return game(ROWS, events, head="hidden: [imp, scarletwoman]")


def test_a_game_without_swaps_is_solved() -> None:
    """No swap recorded: the listed seating holds, the Empath's 0 among them."""
    assert sat(case("[{night: 2, died: C}]"))


def test_a_recorded_swap_is_refused() -> None:
    """A swap would change neighbours, which the solver does not model: refused."""
    with pytest.raises(CaseError, match="seat swaps are not supported yet"):
        sat(case("[{day: 1, matron: Z, swap: [[A, B]]}]"))


def test_the_report_says_the_seating_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(case(), encoding="utf-8")
    r = CliRunner().invoke(main, ["solve", str(path)])
    assert r.exit_code == 0, r.output
    assert "listed seating all game" in r.output
