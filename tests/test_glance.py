"""The answer at the table, read at a glance (botc/glance.py): after each
`add`, and from `botc solve` on a game kept with `botc new`, a few short lines
(who could have started as the Demon, what the fact changed, one next step);
the full report with --details; counts asked for, never waited for."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from botc.cli import main
from botc.glance import Before, change_phrase, demon_phrase, is_game_file

ROOT = Path(__file__).resolve().parents[1]
NQT26 = ROOT / "cases" / "tb" / "nqt-026.yaml"
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]


def botc(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def new_game(tmp_path: Path, script: str = "tb", players: str = "Ann, Ben, Cat, Dan, Eve"
             ) -> Path:
    game = tmp_path / "game.yaml"
    r = botc("new", game, "--script", script, "--players", players)
    assert r.exit_code == 0, r.output
    return game


def add(game: Path, *words: str) -> Result:
    r = botc("add", game, *words)
    assert r.exit_code == 0, r.output
    return r


def test_who_could_be_the_demon_in_the_shorter_words() -> None:
    assert demon_phrase(NAMES, NAMES, []) == "anyone"
    assert demon_phrase(NAMES, ["Ben", "Cat", "Dan", "Eve"], []) == "anyone but Ann"
    assert demon_phrase(NAMES, ["Cat", "Dan", "Eve"], []) == "Cat, Dan or Eve"
    assert demon_phrase(NAMES, ["Ann", "Eve"], []) == "Ann or Eve"
    assert demon_phrase(NAMES, ["Dan"], []) == "only Dan"
    assert demon_phrase(NAMES, [], []) == "no player"
    assert demon_phrase([*NAMES, "Zed"], NAMES, ["Zed"]) == "anyone (Travellers aside)"


def test_what_a_fact_changed_in_words() -> None:
    before = Before(True, ["Ann", "Ben", "Cat"])
    assert change_phrase(NAMES, before, True, ["Ann", "Cat"]) == \
        "Now ruled out as the Demon: Ben."
    assert change_phrase(NAMES, before, True, ["Ann", "Ben", "Cat", "Dan"]) == \
        "Possible Demon again: Dan."
    assert change_phrase(NAMES, before, True, ["Ann", "Ben", "Cat"]) == \
        "No change to who could be the Demon."
    assert change_phrase(NAMES, before, False, []) == "No world is left."
    assert change_phrase(NAMES, Before(False, []), True, NAMES) == "The game has worlds again."


def test_add_answers_in_a_few_plain_lines(tmp_path: Path) -> None:
    """Three lines a player reads at a glance, and the first time one saying how
    to ask for more; no table, no solver words, no line wrapped."""
    game = new_game(tmp_path)
    r = CliRunner().invoke(main, ["add", str(game), "claim", "Ann", "chef"],
                           env={"COLUMNS": "60"})
    lines = r.stdout.splitlines()
    assert len(lines) == 4, r.stdout
    assert lines[0] == f"{game}: Ann claims chef. No change to who could be the Demon."
    assert lines[1] == "Could have started as the Demon: anyone."
    assert lines[2] == f"Next: botc add {game} claim Ben CHARACTER"
    assert lines[3].startswith(f"More: botc solve {game} --details") and \
        "--count-seconds" in lines[3]
    assert not any(c in r.stdout for c in "┏│")
    assert "worlds found so far" not in r.stdout and "consistent" not in r.stdout
    again = add(game, "claim", "Ben", "empath").stdout.splitlines()  # "More" is said once
    assert len(again) == 3 and again[2].startswith("Next: "), again


def test_the_answer_says_who_the_fact_ruled_out_and_undo_brings_back(tmp_path: Path) -> None:
    """The change is measured against the answer before the fact: remembered
    beside the game, or (the file changed by hand) the game solved as it was."""
    game = new_game(tmp_path)
    add(game, "claim", "Ann", "chef")
    r = add(game, "known", "good(Ben)")
    assert "Now ruled out as the Demon: Ben." in r.stdout
    assert "Could have started as the Demon: anyone but Ben." in r.stdout
    r = botc("undo", game)
    assert "Possible Demon again: Ben." in r.stdout
    for kept in game.parent.glob(".game.yaml.history/answer.json"):
        kept.unlink()  # as if the file had been edited by hand: nothing remembered
    r = add(game, "known", "good(Cat)")
    assert "Now ruled out as the Demon: Cat." in r.stdout


def test_next_step_follows_the_game(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for name, claim in zip(NAMES, ("chef", "empath", "soldier", "mayor")):
        add(game, "claim", name, claim)
    r = add(game, "claim", "Eve", "monk")
    assert f"Next: Ann's chef: botc add {game} info Ann night N chef N" in r.stdout
    r = add(game, "info", "Ann", "night", "1", "chef", "0")
    assert f"Next: Ben's empath: botc add {game} info Ben night N empath N" in r.stdout
    add(game, "claim", "Eve", "saint")
    r = add(game, "info", "Ben", "night", "1", "empath", "0")
    assert f"Next: day 1: botc add {game} executed PLAYER day 1" in r.stdout
    r = add(game, "executed", "Cat", "day", "1")
    assert f"Next: night 2's deaths: botc add {game} died PLAYER night 2" in r.stdout


def test_details_give_the_full_report(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    add(game, "known", "good(Ben)")
    r = add(game, "claim", "Ann", "chef", "--details")
    assert "Could have started as the Demon:" in r.stdout
    assert "Possible starting characters" in r.stdout and "known: good(Ben)" in r.stdout


def test_solve_on_a_game_file_answers_at_a_glance_without_counting(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`botc solve` on a game kept at the table answers like `add`, and waits for
    no count (the counter and counting by listing are never asked); a case
    file gets the full report; --json keeps the spec's contract, counts and all."""
    import answers.worlds

    game = new_game(tmp_path)
    for words in ("claim Ben chef", "claim Cat soldier", "claim Dan mayor", "claim Eve monk",
                  "claim Ann empath", "info Ann night 1 empath 0"):
        add(game, *words.split())
    assert is_game_file(str(game)) and not is_game_file(str(NQT26))

    def no_counting(*_: object, **__: object) -> None:
        raise AssertionError("counted at the table")

    with monkeypatch.context() as m:
        m.setattr(answers.worlds.Enumerator, "count_by_listing", no_counting)
        m.setattr(answers.worlds, "count_worlds", no_counting)
        r = botc("solve", game)
        assert r.exit_code == 0, r.output
        assert r.stdout.splitlines()[:2] == [
            f"{game}: last change: Ann's empath on night 1: 0. No change to who could be "
            "the Demon.", "Could have started as the Demon: anyone."]
        assert "--count-seconds 30" in r.stdout
        r = CliRunner().invoke(main, ["solve", str(game), "--details", "--max-worlds", "3"],
                               env={"COLUMNS": "400"})  # no long path folded mid-word
        assert "Possible starting characters" in r.stdout
        assert f"botc solve {game} --count-seconds 30" in " ".join(r.stdout.split())
    assert "Possible starting characters" in botc("solve", NQT26).stdout
    out = json.loads(botc("solve", game, "--json", "--max-worlds", 3).stdout)
    assert {"case", "consistent", "worlds", "complete", "demon", "seconds"} <= set(out)
    assert out["complete"] is False and out["demon_counts_exact"] is True
    assert sum(out["demon"].values()) >= out["world_count"] > 3


def test_a_warning_is_said_once_at_the_table(tmp_path: Path) -> None:
    """The Bootlegger's warning is said at the first answer, not at every fact;
    `botc solve` says it again."""
    game = new_game(tmp_path, script="seed000", players="Ann, Ben, Cat, Dan, Eve, Fay, Gus")
    first = add(game, "claim", "Ann", "chef").stdout
    assert first.count("Bootlegger") == 1
    assert "Bootlegger" not in add(game, "claim", "Ben", "chef").stdout
    assert "Bootlegger" in botc("solve", game).stdout


def test_solve_says_how_long_it_counts_and_how_not_to(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A case file's report counts the worlds by default; before it waits, it says
    for how long at most and how to answer without counts."""
    import answers.worlds

    def stuck(*_: object, **__: object) -> None:
        raise answers.worlds.CountError("the counter never answers")

    monkeypatch.setattr(answers.worlds.Enumerator, "count_by_listing", stuck)
    monkeypatch.setattr(answers.worlds, "count_worlds", stuck)
    r = botc("solve", NQT26, "--max-worlds", 0)  # one world: listed, nothing to count
    assert "Counting" not in r.stdout
    case = tmp_path / "case.yaml"
    case.write_text("script: tb\nplayers: [{name: Ann, claim: chef}, {name: Ben}, {name: Cat},"
                    " {name: Dan}, {name: Eve}]\n")
    r = botc("solve", case, "--max-worlds", 3, "--count-seconds", 7)
    text = " ".join(r.stdout.split())
    assert "Counting the worlds (up to 7 s; --count-seconds 0 answers without counts)" in text


def test_play_answers_at_a_glance_and_details_on_request(tmp_path: Path) -> None:
    from rich.console import Console

    from botc.play import Session

    game = new_game(tmp_path)
    console = Console(record=True, width=200)
    s = Session(str(game), console)
    assert s.handle("known good(Ben)")
    text = console.export_text()
    assert "Now ruled out as the Demon: Ben." in text and "type `details`" in text
    assert "Possible starting characters" not in text
    assert s.handle("details")
    text = console.export_text()
    assert f"{game}: last change: known: good(Ben). Now ruled out as the Demon: Ben." in text
    assert "Possible starting characters" in text


def test_counts_and_shares_at_the_table_only_when_asked(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for words in ("claim Ann chef", "known good(Ben)", "claim Cat soldier", "claim Dan soldier"):
        add(game, *words.split())
    plain = add(game, "claim", "Eve", "soldier", "--max-worlds", 3).stdout
    assert "Counts are" not in plain and " %" not in plain
    counted = " ".join(add(game, "claim", "Ben", "monk", "--max-worlds", 3,
                           "--count-seconds", 20).stdout.split())
    assert "Counts are exact" in counted and " %" not in counted
    shared = " ".join(add(game, "claim", "Ben", "mayor", "--max-worlds", 3,
                          "--count-seconds", 20, "--shares").stdout.split())
    assert "33 %" in shared and "A share of worlds is not a likelihood" in shared
