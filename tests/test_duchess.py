"""Duchess (Fabled): "Each day, 3 players may choose to visit you. At night*,
each visitor learns how many visitors are evil, but 1 gets false info."

Five players; `you: A` claims the Chef; the evil pair is an Imp and a
Scarlet Woman (no droisoning Minion, nobody misregisters). A, B and C
visit on day 1 and report on night 2, when the Demon kills D.
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

DEATH = "{night: 2, died: D}"
SCRIPT = "[chef, empath, investigator, washerwoman, librarian, imp, scarletwoman]"
VISITS = "{day: 1, duchess: A}, {day: 1, duchess: B}, {day: 1, duchess: C}"


def case(a: str, b: str = "", c: str = "", events: str = VISITS) -> str:
    def row(name: str, claim: str, k: str) -> str:
        info = f", info: [{{night: 2, duchess: {k}}}]" if k else ""
        return f"{{name: {name}, claim: {claim}{info}}}"

    seats = [row("A", "chef", a), row("B", "empath", b), row("C", "investigator", c),
             "D:washerwoman", "E:librarian"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "3/0/1/1", f"[{events}, {DEATH}]",
                 tail="fabled: [duchess]")


def evil(world: tuple[str, ...]) -> set[str]:
    return {"ABCDE"[i] for i, c in enumerate(world) if c in ("imp", "scarletwoman")}


def test_one_visitor_gets_false_info() -> None:
    """Three reports of 0 cannot all be true ("1 gets false info"): your 0 is
    the false one, so some visitor is evil; B and C, who also said 0, cannot
    be good (a good one would hold the true count, not 0): both are evil."""
    found = worlds(case("0", "0", "0"))
    assert found and all(evil(w) == {"B", "C"} for w in found)


def test_the_others_learn_how_many_visitors_are_evil() -> None:
    """Your 0 and B's 0: if yours is true, nobody of A, B, C is evil; if yours
    is the one false answer, B's is true or B is evil. So C evil with B good is
    removed; with no report from B it is kept."""
    both = worlds(case("0", "0"))
    assert both and not any(evil(w) & {"C"} and "B" not in evil(w) for w in both)
    assert any(evil(w) & {"C"} and "B" not in evil(w) for w in worlds(case("0")))
    assert any(not evil(w) & {"A", "B", "C"} for w in both)


def test_the_false_info_is_false() -> None:
    """Your 1 and B's 1 with D and E evil: the true count is 0, so both answers
    are false, but only one visitor gets false info: no world has D and E evil."""
    found = worlds(case("1", "1"))
    assert found and not any(evil(w) == {"D", "E"} for w in found)


@pytest.mark.parametrize(("a_info", "events", "message"), [
    ("0", "{day: 1, duchess: B}, {day: 1, duchess: C}", "only from one of 3 visitors"),
    ("0", "{day: 1, duchess: B}, {day: 1, duchess: C}, {day: 1, duchess: D}", "got A's"),
    ("", f"{VISITS}, {{day: 1, duchess: D}}", "at most 3 different visitors"),
])
def test_reports_need_three_visitors(a_info: str, events: str, message: str) -> None:
    """"If exactly 3 visitors can not be decided upon, then the Duchess does not
    act tonight": a report then, or from a player who did not visit, or a
    fourth visitor, is an error naming the entry."""
    with pytest.raises(CaseError, match=message) as e:
        solve(case_from(case(a_info, events=events)))
    assert "\n" not in str(e.value)


def test_the_visit_is_an_event_in_the_case_format() -> None:
    """`{day: N, duchess: P}` is a Duchess event whose subject is a player; it
    puts the Duchess in play."""
    parsed = case_from(case("", events="{day: 1, duchess: B}").replace(
        "fabled: [duchess]", ""))
    assert [(e.kind, e.subject) for e in parsed.events][0] == ("duchess", "B")
    assert "duchess" in parsed.fabled


def test_botc_add_writes_a_visit_and_a_report(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    run = CliRunner().invoke
    assert run(main, ["new", str(game), "--script", "tb", "--players",
                      "Ann, Ben, Cat, Dan, Eve"]).exit_code == 0
    for words in (["fabled", "duchess"], ["duchess", "Ann", "day", "1"],
                  ["duchess", "Ben", "day", "1"], ["duchess", "Cat", "day", "1"],
                  ["info", "Ann", "night", "2", "duchess", "1"]):
        r = run(main, ["add", str(game), *words, "--max-worlds", "1"])
        assert r.exit_code == 0, r.output
    parsed = load_case(str(game))
    assert [e.subject for e in parsed.events if e.kind == "duchess"] == ["Ann", "Ben", "Cat"]
    assert [(i.ability, i.payload) for i in parsed.players[0].info] == [("duchess", 1)]
