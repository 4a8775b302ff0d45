"""Revolutionary (Fabled): "2 neighboring players are known to be the same
alignment. Once per game, 1 of them registers falsely."

Five players; `you: A` claims the Empath (neighbours E and B); the evil pair
is an Imp and a Scarlet Woman (nobody misregisters by their own ability, no
droisoning Minion).
"""

from __future__ import annotations

import pytest
from helpers import case_from, possible, table, worlds

from answers.worlds import solve
from caselang.errors import CaseError

SCRIPT = "[empath, chef, investigator, washerwoman, librarian, imp, scarletwoman]"
PAIR = "{night: 1, revolutionary: B, with: C}"
EVIL = ("imp", "scarletwoman")


def case(empath: str = "[]", events: str = PAIR, fabled: str = "[revolutionary]") -> str:
    seats = [f"{{name: A, claim: empath, info: {empath}}}", "B:chef", "C:investigator",
             "D:washerwoman", "E:librarian"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "3/0/1/1", f"[{events}]",
                 tail=f"fabled: {fabled}")


def test_the_pair_has_the_same_alignment() -> None:
    """B and C are both good or both evil; without the Revolutionary, one of
    them alone may be evil."""
    assert any((w[1] in EVIL) != (w[2] in EVIL) for w in worlds(case(events="", fabled="[]")))
    found = worlds(case())
    assert found and all((w[1] in EVIL) == (w[2] in EVIL) for w in found)


def test_one_of_them_registers_falsely() -> None:
    """Your Empath 2 says B and E are evil; B evil would make C evil too, three
    evil players. B registering falsely as evil keeps the case: B is good."""
    found = worlds(case("[{night: 1, empath: 2}]"))
    assert found and all(w[1] not in EVIL and w[4] in EVIL for w in found)


def test_only_once_per_game() -> None:
    """The same 2 on night 2 too (D dies) needs B to register falsely twice."""
    deaths = f"{PAIR}, {{night: 2, died: D}}"
    assert possible(case("[{night: 1, empath: 2}]", deaths))
    assert not possible(case("[{night: 1, empath: 2}, {night: 2, empath: 2}]", deaths))


def test_an_unannounced_pair_is_any_two_neighbours() -> None:
    """Without the announcement the pair is the Storyteller's: some two
    neighbours, B among them, so B may register falsely all the same."""
    found = worlds(case("[{night: 1, empath: 2}]", events=""))
    assert any(w[1] not in EVIL for w in found)


@pytest.mark.parametrize(("events", "message"), [
    ("{night: 1, revolutionary: B, with: D}", "P and Q neighbours"),
    ("{night: 1, revolutionary: B}", "with: Q"),
    (f"{PAIR}, {{night: 1, revolutionary: D, with: E}}", "announced once"),
])
def test_a_bad_pair_is_an_error(events: str, message: str) -> None:
    with pytest.raises(CaseError, match=message) as e:
        solve(case_from(case(events=events)))
    assert "\n" not in str(e.value)


def test_the_pair_is_an_event_with_a_player_field() -> None:
    """`with` names a player (a misspelt one is an error with suggestions), and
    the event puts the Revolutionary in play."""
    parsed = case_from(case(fabled="[]").replace("fabled: []", ""))
    assert parsed.events[0].fields == {"with": "C"} and "revolutionary" in parsed.fabled
    with pytest.raises(CaseError, match="did you mean"):
        case_from(case(events="{night: 1, revolutionary: B, with: Cc}"))


def test_botc_add_writes_the_pair(tmp_path) -> None:
    from click.testing import CliRunner

    from botc.cli import main
    from caselang.parse import load_case

    game = tmp_path / "game.yaml"
    run = CliRunner().invoke
    assert run(main, ["new", str(game), "--script", "tb", "--players",
                      "Ann, Ben, Cat, Dan, Eve"]).exit_code == 0
    r = run(main, ["add", str(game), "revolutionary", "Ann", "night", "1", "with", "Ben",
                   "--max-worlds", "1"])
    assert r.exit_code == 0, r.output
    (e,) = load_case(str(game)).events
    assert (e.kind, e.subject, e.fields) == ("revolutionary", "Ann", {"with": "Ben"})
