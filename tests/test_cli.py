"""The `botc` command as a user sees it: the JSON shape of the case-format spec,
`--max-worlds`, `--assume`, `check`, `why`, `characters`, and malformed input
(one line on standard error naming the file and the key, exit status 2, no
traceback)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result

from botc.cli import main
from facts.catalog import catalog

ROOT = Path(__file__).resolve().parents[1]
TB_CASES = sorted((ROOT / "cases" / "tb").glob("*.yaml"))
NQT26 = ROOT / "cases" / "tb" / "nqt-026.yaml"

TROUBLE_BREWING = {
    "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
    "undertaker", "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler",
    "drunk", "recluse", "saint", "poisoner", "spy", "scarletwoman", "baron", "imp",
}  # fmt: skip
TEAMS = {"townsfolk", "outsider", "minion", "demon", "traveller", "fabled", "loric"}

# Five players, few claims, no events: many worlds.
SMALL = """\
    script: tb
    players:
      - name: Ann
        claim: empath
        info:
          - {night: 1, empath: 0}
      - {name: Bob, claim: chef}
      - {name: Cat, claim: soldier}
      - {name: Dan, claim: mayor}
      - {name: Eve, claim: monk}
"""

# Ann is shown the Chef and told 2 pairs; nobody hides a Poisoner, Drunk or
# Recluse, so at most two players register evil: no world.
INCONSISTENT = """\
    script: tb
    you: Ann
    hidden: [imp, spy, scarletwoman, baron]
    players:
      - name: Ann
        claim: chef
        info:
          - {night: 1, chef: 2}
      - {name: Bob, claim: empath}
      - {name: Cat, claim: soldier}
      - {name: Dan, claim: mayor}
      - {name: Eve, claim: monk}
"""


def write(tmp_path: Path, text: str, name: str = "case.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def botc(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def solve_json(*args: object) -> dict:
    r = botc("solve", *args, "--json")
    assert r.exit_code == 0, r.stderr
    assert r.exception is None or isinstance(r.exception, SystemExit)
    return json.loads(r.stdout)


def one_error_line(r: Result, path: Path | str, key: str) -> str:
    """The malformed-input contract: exit 2, nothing on stdout, exactly one line on
    stderr `error: FILE: KEY: ...`, no traceback."""
    assert r.exit_code == 2, (r.exit_code, r.stdout, r.stderr)
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert r.stdout == ""
    assert "Traceback" not in r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith(f"error: {path}: {key}: "), lines[0]
    return lines[0]


def players_of(path: Path) -> list[str]:
    return [p["name"] for p in yaml.safe_load(path.read_text(encoding="utf-8"))["players"]]


# ---------------------------------------------------------------- solve --json


def check_shape(out: dict, case: Path | str, names: list[str]) -> None:
    """The object documented under "Output" in case-format.md."""
    assert {"case", "consistent", "worlds", "complete", "demon", "seconds"} <= set(out)
    assert out["case"] == str(case)
    assert isinstance(out["consistent"], bool)
    assert isinstance(out["complete"], bool)
    assert isinstance(out["seconds"], (int, float)) and out["seconds"] >= 0
    assert out["consistent"] == bool(out["worlds"])
    ids = set(catalog())
    starts = []
    for world in out["worlds"]:
        assert {"start", "end", "evil_start", "evil_end"} <= set(world)
        for key in ("start", "end"):
            assert list(world[key]) == names, "every player, in seat order"
            assert set(world[key].values()) <= ids
        for key in ("evil_start", "evil_end"):
            assert isinstance(world[key], list)
            assert set(world[key]) <= set(names)
        starts.append(tuple(world["start"].values()))
    assert len(set(starts)) == len(starts), "worlds are distinct starting assignments"
    demons: dict[str, int] = {}
    for world in out["worlds"]:
        for name, char in world["start"].items():
            if catalog()[char].team == "demon":
                demons[name] = demons.get(name, 0) + 1
    assert isinstance(out["demon_counts_exact"], bool) and out["counts_note"]
    if out["complete"]:
        assert out["demon"] == demons
        assert out["demon_counts_exact"] and out["world_count"] == len(out["worlds"])
    else:  # every candidate, each at least as often as in the listed worlds
        assert set(demons) <= set(out["demon"])
        assert all(out["demon"][name] >= k for name, k in demons.items())
        assert out["demon_counts_exact"] == ("world_count" in out)
        if out["demon_counts_exact"]:
            assert out["world_count"] > len(out["worlds"])


def test_solve_json_shipped_case() -> None:
    out = solve_json(NQT26)
    check_shape(out, NQT26, players_of(NQT26))
    assert out["consistent"] and out["complete"]
    expected = yaml.safe_load(NQT26.read_text(encoding="utf-8"))["expect"]["worlds"]
    assert [list(w["start"].values()) for w in out["worlds"]] == expected
    world = out["worlds"][0]
    assert set(world["evil_start"]) == {"Tom", "Matthew"}
    assert out["demon"] == {"Tom": 1}


def test_solve_json_many_worlds(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    out = solve_json(path, "--max-worlds", 0)
    check_shape(out, path, ["Ann", "Bob", "Cat", "Dan", "Eve"])
    assert out["complete"] is True
    assert len(out["worlds"]) > 5
    assert len(out["demon"]) > 1
    assert sum(out["demon"].values()) == len(out["worlds"])  # one Demon per TB world


def test_max_worlds_cuts_the_list(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    out = solve_json(path, "--max-worlds", 1)
    check_shape(out, path, ["Ann", "Bob", "Cat", "Dan", "Eve"])
    assert len(out["worlds"]) == 1
    assert out["complete"] is False
    assert out["consistent"] is True
    full = solve_json(path, "--max-worlds", 0)
    assert out["worlds"][0]["start"] in [w["start"] for w in full["worlds"]]
    assert out["demon"] == full["demon"], "every candidate, counted exactly"
    assert out["demon_counts_exact"] and out["world_count"] == len(full["worlds"])


def test_max_worlds_without_counting_gives_lower_bounds(tmp_path: Path) -> None:
    """Without the model counter the Demon candidates are still exact, and their
    counts are the worlds found, labelled as lower bounds."""
    path = write(tmp_path, SMALL)
    out = solve_json(path, "--max-worlds", 1, "--count-seconds", 0)
    check_shape(out, path, ["Ann", "Bob", "Cat", "Dan", "Eve"])
    full = solve_json(path, "--max-worlds", 0)
    assert set(out["demon"]) == set(full["demon"])
    assert all(1 <= out["demon"][n] <= full["demon"][n] for n in out["demon"])
    assert out["demon_counts_exact"] is False and "world_count" not in out
    assert "lower bounds" in out["counts_note"]


def test_max_worlds_limit_not_reached(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    full = solve_json(path, "--max-worlds", 0)
    out = solve_json(path, "--max-worlds", len(full["worlds"]))
    assert out["complete"] is True
    assert len(out["worlds"]) == len(full["worlds"])


def test_negative_max_worlds_is_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    r = botc("solve", path, "--json", "--max-worlds", -1)
    assert r.exit_code == 2
    assert "Traceback" not in r.stderr


def test_assume_narrows_the_worlds(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    full = solve_json(path, "--max-worlds", 0)
    out = solve_json(path, "--max-worlds", 0, "--assume", "is(Bob, imp)")
    check_shape(out, path, ["Ann", "Bob", "Cat", "Dan", "Eve"])
    assert out["consistent"]
    assert 0 < len(out["worlds"]) < len(full["worlds"])
    assert all(w["start"]["Bob"] == "imp" for w in out["worlds"])
    all_starts = [w["start"] for w in full["worlds"]]
    assert all(w["start"] in all_starts for w in out["worlds"])
    assert out["demon"] == {"Bob": len(out["worlds"])}
    assert out["demon"]["Bob"] == full["demon"]["Bob"]


def test_assume_twice_narrows_further(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    one = solve_json(path, "--max-worlds", 0, "--assume", "is(Bob, imp)")
    two = solve_json(
        path, "--max-worlds", 0, "--assume", "is(Bob, imp)", "--assume", "is(Ann, poisoner)"
    )
    assert 0 < len(two["worlds"]) < len(one["worlds"])
    assert all(w["start"]["Ann"] == "poisoner" for w in two["worlds"])


def test_assume_impossible_is_inconsistent_not_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    out = solve_json(path, "--assume", "is(Bob, imp) and is(Cat, imp)")
    assert out["consistent"] is False
    assert out["worlds"] == []


def test_assume_bad_statement_is_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    for statement in ("is(Nobody, imp)", "is(Bob, imp", "bogus(Bob)"):
        r = botc("solve", path, "--json", "--assume", statement)
        assert r.exit_code == 2, r.stdout
        assert r.stdout == ""
        assert len(r.stderr.splitlines()) == 1 and "Traceback" not in r.stderr


def test_inconsistent_case_exits_0(tmp_path: Path) -> None:
    path = write(tmp_path, INCONSISTENT)
    out = solve_json(path)
    check_shape(out, path, ["Ann", "Bob", "Cat", "Dan", "Eve"])
    assert out["consistent"] is False
    assert out["worlds"] == [] and out["demon"] == {}
    r = botc("solve", path)
    assert r.exit_code == 0
    assert "inconsistent" in r.stdout


def test_readable_report(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL)
    r = botc("solve", path, "--max-worlds", 3)
    assert r.exit_code == 0, r.stderr
    full = solve_json(path, "--max-worlds", 0)
    text = " ".join(r.stdout.split())  # the report wraps at the terminal's width
    assert "consistent" in text and f"{len(full['worlds'])} worlds (the first 3 listed)" in text
    for name in ("Ann", "Bob", "Cat", "Dan", "Eve"):
        assert name in r.stdout


def test_report_labels_counts(tmp_path: Path) -> None:
    """Exact counts are shown as worlds; each candidate's share of them only when
    asked (--shares), with the warning that a share is not a likelihood; when the
    counts would be lower bounds (the worlds found so far, an accident of search
    order) no number is shown, and the report says why and how to count (an
    estimate, when asked, is tests/test_estimate.py's)."""
    path = write(tmp_path, SMALL)
    exact = " ".join(botc("solve", path, "--max-worlds", 3).stdout.split())
    assert "Counts are exact" in exact and " %" not in exact and "share" not in exact
    shares = " ".join(botc("solve", path, "--max-worlds", 3, "--shares").stdout.split())
    assert "Counts are exact" in shares and "share of worlds" in shares and " %" in shares
    assert shares.count("not a likelihood") == 1
    bounds = " ".join(CliRunner().invoke(main, ["solve", str(path), "--max-worlds", "3",
                                                "--count-seconds", "0", "--shares",
                                                "--estimate-seconds", "0"],
                                         env={"COLUMNS": "400"}).stdout.split())
    assert "more than 3 worlds" in bounds and "No world counts" in bounds
    assert "model counting was not asked for" in bounds
    assert f"botc solve {path} --count-seconds 30" in bounds
    assert " %" not in bounds and "likelihood" not in bounds


def test_json_surrogate_pairs_print(tmp_path: Path) -> None:
    """JSON writers escape an emoji as a surrogate pair, which YAML keeps as two
    code points: the names must still print (the readable report used to crash
    with UnicodeEncodeError)."""
    names = ["Ann \U0001fa78", "Bob", "Cat", "Dan", "Eve"]
    path = tmp_path / "case.json"
    path.write_text(
        json.dumps({"title": "\U0001f3ad", "script": "tb",
                    "players": [{"name": n} for n in names]}),
        encoding="ascii",
    )  # fmt: skip
    assert "\\ud83e" in path.read_text(encoding="ascii")
    r = botc("solve", path, "--max-worlds", 1, "--count-seconds", 0)  # (no claims: count slow)
    assert r.exit_code == 0, repr(r.exception)
    assert "\U0001fa78" in r.stdout
    out = solve_json(path, "--max-worlds", 1, "--count-seconds", 0)
    assert list(out["worlds"][0]["start"]) == names


def test_markup_in_names_is_printed_verbatim(tmp_path: Path) -> None:
    path = write(tmp_path, SMALL.replace("name: Bob", "name: '[/b]'") + "    title: '[red'\n")
    r = botc("solve", path, "--max-worlds", 1)
    assert r.exit_code == 0, repr(r.exception)
    assert "[/b]" in r.stdout


# ---------------------------------------------------------------- check


def test_check_shipped_cases_pass() -> None:
    r = botc("check", *TB_CASES)
    assert r.exit_code == 0, r.stdout
    assert r.stdout.count("ok ") == len(TB_CASES)
    assert "FAIL" not in r.stdout


def altered(tmp_path: Path, change) -> Path:
    data = yaml.safe_load(NQT26.read_text(encoding="utf-8"))
    change(data["expect"])
    path = tmp_path / "altered.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def swap_imp_and_poisoner(expect: dict) -> None:
    world = expect["worlds"][0]
    i, j = world.index("imp"), world.index("poisoner")
    world[i], world[j] = world[j], world[i]


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (swap_imp_and_poisoner, "missing world"),
        (lambda e: e.update(demon=["Olivia"]), "demon: expected"),
        (lambda e: e.update(consistent=False), "consistent: expected"),
        (lambda e: e.update(worlds=[]), "extra world"),
    ],
    ids=["world", "demon", "consistent", "no-worlds"],
)
def test_check_reports_a_difference(tmp_path: Path, change, needle: str) -> None:
    path = altered(tmp_path, change)
    r = botc("check", path)
    assert r.exit_code == 1, r.stdout
    assert f"FAIL {path}" in r.stdout
    assert needle in r.stdout
    assert "Traceback" not in r.stdout + r.stderr


def test_check_copy_unaltered_passes(tmp_path: Path) -> None:
    path = tmp_path / "copy.yaml"
    shutil.copy(NQT26, path)
    r = botc("check", path)
    assert r.exit_code == 0, r.stdout
    assert f"ok   {path}" in r.stdout


def test_check_one_failure_among_passes(tmp_path: Path) -> None:
    path = altered(tmp_path, swap_imp_and_poisoner)
    r = botc("check", NQT26, path)
    assert r.exit_code == 1
    assert "ok " in r.stdout and "FAIL" in r.stdout


def test_check_reports_a_malformed_file_among_the_others(tmp_path: Path) -> None:
    """Every file is checked and reported; a malformed one is one error line (on
    standard error, as for one file), and the exit status is the worst (2 for a
    malformed file, over 1 for a failure)."""
    bad = write(tmp_path, "script: tb\nplayers: 3\n", "bad.yaml")
    failing = altered(tmp_path, swap_imp_and_poisoner)
    r = botc("check", NQT26, bad, failing)
    assert r.exit_code == 2
    lines = r.stdout.splitlines()
    assert lines[0].startswith("ok ")
    assert any(line.startswith("FAIL") for line in lines[1:])
    errors = r.stderr.splitlines()
    assert len(errors) == 1 and errors[0].startswith(f"error: {bad}: players: ")
    assert "Traceback" not in r.stdout + r.stderr


def test_report_lists_worlds_only_when_few(tmp_path: Path) -> None:
    """The report answers who could be the Demon and what each seat could be; the
    worlds are listed only when there are at most 12, else `--worlds` lists them."""
    path = write(tmp_path, SMALL)
    many = botc("solve", path, "--max-worlds", 20, "--count-seconds", 0)
    assert "Worlds (starting characters)" not in many.stdout
    assert "--worlds" in many.stdout
    listed = botc("solve", path, "--max-worlds", 20, "--count-seconds", 0, "--worlds")
    assert "Worlds (starting characters)" in listed.stdout
    few = botc("solve", NQT26)
    assert "Worlds (starting characters)" in few.stdout


def test_a_long_list_of_possible_characters_is_written_by_exception() -> None:
    """An unknown seat takes one line: what it cannot be among the characters
    some seat could be; a short list is written out."""
    from botc.cli import could_be
    universe = [f"c{k}" for k in range(20)]
    assert could_be(universe, universe) == "any (20: every character some seat could be)"
    assert could_be(universe[2:], universe) == "any but c0, c1 (18 of 20)"
    assert could_be(universe[:3], universe) == "c0, c1, c2"
    assert could_be(universe[:12], universe) == ", ".join(universe[:12])


def test_report_says_when_a_world_has_no_seated_demon() -> None:
    """With the Summoner nobody starts as the Demon; the Demon table is then
    not the whole answer, and the report says so (never for a plain board)."""
    r = botc("solve", str(ROOT / "cases" / "carousel-rules" / "summoner-no-demon-yet.yaml"))
    assert r.exit_code == 0, r.stderr
    assert "no player starts as a Demon" in " ".join(r.stdout.split())
    assert "no player starts as a Demon" not in " ".join(botc("solve", NQT26).stdout.split())


def test_report_never_cuts_a_name(tmp_path: Path) -> None:
    """Long names stay whole in every table, even on a narrow terminal."""
    text = SMALL.replace("Ann", "Annabelle-Wilhelmina").replace("Eve", "Evangeline-Margaret")
    path = write(tmp_path, text)
    r = CliRunner().invoke(main, ["solve", str(path), "--max-worlds", 3, "--worlds"],
                           env={"COLUMNS": "60"})
    assert r.exit_code == 0, r.stderr
    for name in ("Annabelle-Wilhelmina", "Evangeline-Margaret"):
        assert name in r.stdout


def test_report_gives_short_reasons(tmp_path: Path) -> None:
    """A seat that cannot be the Demon gets a reason when it is short and quick."""
    r = botc("solve", NQT26)
    assert "not the Demon, because of" in r.stdout


def test_every_seat_that_cannot_be_the_demon_has_a_reason(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The reason column is never blank: each seat that cannot be the Demon gets
    the facts that rule it out, however many, or says that they took too long to
    find and where to ask (the README's first example had four blank rows)."""
    import botc.cli
    from answers.worlds import solve
    from caselang.parse import load_case

    r = solve(load_case(str(NQT26)), 50)
    others = [n for n in r.case.names if n not in r.demon]
    reasons = botc.cli.quick_reasons(r)
    assert sorted(reasons) == sorted(others) and all(reasons.values())
    assert "Matthew's librarian on night 1" in reasons["Josh"]  # a reason of seven facts
    monkeypatch.setattr(botc.cli, "REASON_SECONDS", -1.0)
    late = botc.cli.quick_reasons(r)
    assert sorted(late) == sorted(others)
    assert all(f"botc solve {NQT26} --why" in v for v in late.values())


# ---------------------------------------------------------------- why


def test_why_prints_a_reason() -> None:
    r = botc("why", NQT26, "is(Olivia, imp)")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("impossible: is(Olivia, imp)")
    reasons = [line for line in lines[1:] if line.startswith("  - ")]
    assert reasons, r.stdout


def test_why_possible_statement(tmp_path: Path) -> None:
    r = botc("why", NQT26, "is(Tom, imp)")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.startswith("possible:")


def test_why_rules_alone(tmp_path: Path) -> None:
    r = botc("why", write(tmp_path, SMALL), "count(evil) == 3")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.startswith("impossible:")
    assert "  - " in r.stdout


# ---------------------------------------------------------------- characters


def test_characters_json_lists_trouble_brewing() -> None:
    r = botc("characters", "--json")
    assert r.exit_code == 0, r.stderr
    items = json.loads(r.stdout)
    assert isinstance(items, list)
    for item in items:
        assert {"id", "name", "team", "edition"} <= set(item)
        assert item["team"] in TEAMS
        assert isinstance(item["name"], str) and item["name"]
    ids = [item["id"] for item in items]
    assert len(ids) == len(set(ids))
    assert TROUBLE_BREWING <= set(ids)
    assert all(item["edition"] == "tb" for item in items if item["id"] in TROUBLE_BREWING)


def test_characters_table() -> None:
    r = botc("characters")
    assert r.exit_code == 0, r.stderr
    assert "empath" in r.stdout and "fortuneteller" in r.stdout


def test_characters_one_shows_payload() -> None:
    r = botc("characters", "empath")
    assert r.exit_code == 0, r.stderr
    assert "Empath" in r.stdout
    assert "info: N" in r.stdout
    r = botc("characters", "Fortune Teller", "--json")
    assert r.exit_code == 0, r.stderr
    item = json.loads(r.stdout)
    assert item["id"] == "fortuneteller" and item["team"] == "townsfolk"
    assert item["payload"] == "[P1, P2, yes/no]"


def test_characters_one_shows_what_its_rule_constrains() -> None:
    """A character's notes (its module's docstring) say what the solver
    constrains and what it leaves open; `botc characters ID` shows them."""
    r = botc("characters", "ogre")
    assert r.exit_code == 0, r.stderr
    assert "Not encoded" in r.stdout
    item = json.loads(botc("characters", "ogre", "--json").stdout)
    assert "FRIEND" in item["notes"]


def test_characters_lists_every_official_character() -> None:
    """All official characters are listed, each saying whether it is supported;
    one not supported yet is shown, not refused as unknown."""
    from facts.catalog import catalog
    from rules.registry import all_rules

    items = json.loads(botc("characters", "--json").stdout)
    assert {i["id"] for i in items} == set(catalog())
    assert {i["id"] for i in items if i["supported"]} == set(all_rules())
    missing = sorted(set(catalog()) - set(all_rules()))
    if missing:
        r = botc("characters", missing[0])
        assert r.exit_code == 0 and "not supported yet" in r.stdout


def test_characters_unknown_is_one_line() -> None:
    r = botc("characters", "empth")
    assert r.exit_code == 2
    assert len(r.stderr.splitlines()) == 1 and "Traceback" not in r.stderr


# ---------------------------------------------------------------- malformed input


def small_with(old: str, new: str) -> str:
    text = textwrap.dedent(SMALL)
    assert old in text
    return text.replace(old, new)


def seats(n: int) -> str:
    return "script: tb\nplayers:\n" + "".join(f"  - name: P{i}\n" for i in range(n))


MALFORMED = {
    # id: (file text or bytes, key path, words the message must contain)
    "bad-yaml": ("script: tb\nplayers: [\n  {name: Ann\n", "line 4, column 1", ["YAML"]),
    "bad-yaml-tab": ("script: tb\n\tplayers: []\n", "line 2, column 1", ["YAML"]),
    "unknown-player": (
        small_with("{name: Eve, claim: monk}", "{name: Eve, claim: monk}\nevents:\n"
                   "  - {day: 1, executed: Bbo}"),
        "events[0].executed", ["'Bbo'", "did you mean Bob"],
    ),
    "unknown-player-in-payload": (
        small_with("{name: Bob, claim: chef}", "{name: Bob, claim: fortuneteller, info: "
                   "[{night: 1, fortuneteller: [Ann, Ctt, no]}]}"),
        "players[1].info[0].fortuneteller", ["'Ctt'", "did you mean Cat"],
    ),
    "unknown-character": (
        small_with("claim: soldier", "claim: soldeir"),
        "players[2].claim", ["'soldeir'", "did you mean soldier"],
    ),
    "wrong-payload": (
        small_with("empath: 0", "empath: [Bob, Eve]"), "players[0].info[0].empath", ["number"]
    ),
    "wrong-payload-count": (
        small_with("{name: Bob, claim: chef}", "{name: Bob, claim: fortuneteller, info: "
                   "[{night: 1, fortuneteller: [Ann, Cat]}]}"),
        "players[1].info[0].fortuneteller", ["[P1, P2, yes/no]"],
    ),
    "info-after-now": (
        small_with("night: 1, empath", "night: 3, empath") + "now: {day: 2}\n",
        "players[0].info[0].night", ["night 3", "day 2"],
    ),
    "four-seats": (seats(4), "players", ["4 players"]),
    "sixteen-seats": (seats(16), "players", ["16 players"]),
    "empty-file": ("", "(file)", ["empty"]),
    "blank-file": ("  \n\n", "(file)", ["empty"]),
    "not-utf8": (b"script: tb\nplayers: [\xff\xfe]\n", "(file)", ["UTF-8"]),
    "control-character": ("script: tb\x01\n", "line 1, column 11", ["U+0001"]),
    "missing-script": ("players: [{name: Ann}]\n", "script", ["missing"]),
    "missing-name": (small_with("{name: Cat, claim: soldier}", "{claim: soldier}"),
                     "players[2]", ["name"]),
    "duplicate-name": (small_with("name: Cat", "name: Bob"), "players[2].name", ["'Bob'"]),
    "night-zero": (small_with("night: 1", "night: 0"), "players[0].info[0].night", ["got 0"]),
    "huge-night": (small_with("night: 1", "night: 1000000000"), "players[0].info[0].night",
                   ["1000000000"]),
    "key-with-newline": (small_with("script: tb", 'script: tb\n"a\\nb": 1'), "a\\nb",
                         ["unknown key"]),
    "lone-surrogate": (small_with("name: Ann", 'name: "Ann\\ud800"'), "players[0].name",
                       ["surrogate"]),
    "deep-nesting": ("script: tb\nplayers: " + "[" * 5000 + "]" * 5000 + "\n", "players[0]",
                     ["expected a mapping"]),
    "top-level-list": ("- a\n- b\n", "(top level)", ["mapping"]),
}  # fmt: skip


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_case_is_one_error_line(tmp_path: Path, name: str) -> None:
    content, key, words = MALFORMED[name]
    path = tmp_path / f"{name}.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    line = one_error_line(botc("solve", path, "--json"), path, key)
    for word in words:
        assert word in line, line


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "no-such-case.yaml"
    line = one_error_line(botc("solve", path, "--json"), path, "(file)")
    assert "readable" in line


def test_every_command_reports_the_same_line(tmp_path: Path) -> None:
    path = write(tmp_path, small_with("claim: soldier", "claim: soldeir"))
    key = "players[2].claim"
    lines = {
        one_error_line(botc("solve", path), path, key),
        one_error_line(botc("solve", path, "--json"), path, key),
        one_error_line(botc("check", path), path, key),
        one_error_line(botc("why", path, "is(Ann, imp)"), path, key),
    }
    assert len(lines) == 1


def test_installed_command_exit_status(tmp_path: Path) -> None:
    """The real process: `python -m botc.cli` exits 2 with one line, no traceback."""
    path = write(tmp_path, small_with("claim: soldier", "claim: soldeir"))
    proc = subprocess.run(
        [sys.executable, "-m", "botc.cli", "solve", str(path), "--json"],
        capture_output=True, text=True, cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == [proc.stderr.strip()]
    assert proc.stderr.startswith(f"error: {path}: players[2].claim: ")
    assert "Traceback" not in proc.stderr


def test_characters_one_says_what_the_solver_constrains() -> None:
    """A character whose ability is the Storyteller's judgement says so."""
    r = botc("characters", "general")
    assert r.exit_code == 0, r.stderr
    assert "solver:" in r.stdout and "constrains no world" in r.stdout
    item = json.loads(botc("characters", "general", "--json").stdout)
    assert "constrains no world" in item["constrains"]


def test_report_prints_the_table_before_counting(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The Demon candidates and the per-seat table are exact and quick; the counts
    may take the model counter long: `solve` prints (and flushes) the first
    before it starts the second. A counter that never answers leaves them shown."""
    import answers.worlds

    def stuck(*_: object) -> None:
        raise RuntimeError("the counter never answers")

    monkeypatch.setattr(answers.worlds, "count_worlds", stuck)
    monkeypatch.setattr(answers.worlds, "LIST_CAP", 0)  # no counting by listing first
    r = botc("solve", write(tmp_path, SMALL), "--max-worlds", 3)
    text = " ".join(r.stdout.split())
    assert "Who could be the Demon (at the start):" in text
    assert "Possible starting characters" in text and "Counts are" not in text


def test_lazy_commands_keep_their_own_short_help() -> None:
    """`botc --help` lists the other modules' commands without importing them:
    the short help kept for each is the command's own."""
    from botc.cli import LazyGroup

    for name, (module, attr, short) in LazyGroup.LAZY.items():
        command = getattr(__import__(module, fromlist=[attr]), attr)
        assert command.name == name and command.get_short_help_str(10**6) == short


def test_help_imports_neither_the_engine_nor_rich() -> None:
    """`botc --help` answers without loading z3, rich, ruamel or prompt_toolkit."""
    code = ("import sys; sys.argv = ['botc', '--help']\n"
            "from botc.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('z3', 'rich', 'ruamel', 'prompt_toolkit') "
            "if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("args", [["characters"], ["solve", "--worlds", "--count-seconds", "0"],
                                  ["solve", "--json", "--count-seconds", "0"]])
def test_a_reader_that_stops_early_is_no_error(tmp_path: Path, args: list[str]) -> None:
    """Issue 34: `botc solve GAME | head -1` exits 0, with nothing on standard
    error (the pipe is made small so the command is still writing when it closes)."""
    fcntl = pytest.importorskip("fcntl")
    game = tmp_path / "game.yaml"
    game.write_text("script: tb\nplayers: [{name: A}, {name: B}, {name: C}, {name: D}, "
                    "{name: E}]\n")
    if args[0] == "solve":
        args = [*args, str(game)]
    read, write = os.pipe()
    if hasattr(fcntl, "F_SETPIPE_SZ"):  # Linux: the pipe fills at once
        fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, 4096)
    proc = subprocess.Popen([sys.executable, "-m", "botc.cli", *args], stdout=write,
                            stderr=subprocess.PIPE, env={**os.environ, "COLUMNS": "80"})
    os.close(write)
    with os.fdopen(read, "rb", buffering=0) as f:
        assert f.read(100)
    _, err = proc.communicate(timeout=120)
    assert err.decode() == ""
    assert proc.returncode == 0


def test_one_world_is_singular(tmp_path: Path) -> None:
    """Issue 34: "more than 1 worlds"."""
    game = tmp_path / "game.yaml"
    game.write_text("script: tb\nplayers: [{name: A}, {name: B}, {name: C}, {name: D}, "
                    "{name: E}]\n")
    r = CliRunner().invoke(main, ["solve", str(game), "--max-worlds", "1",
                                  "--count-seconds", "0"])
    assert r.exit_code == 0, r.output
    assert "more than 1 world (the first 1 listed)" in r.stdout


def test_an_event_on_the_wrong_phase_reads_with_an_article(tmp_path: Path) -> None:
    """Issue 34: "expected a executed event"."""
    game = tmp_path / "game.yaml"
    game.write_text("script: tb\nplayers: [{name: A}, {name: B}, {name: C}, {name: D}, "
                    "{name: E}]\nevents:\n  - {night: 1, executed: A}\n")
    r = CliRunner().invoke(main, ["solve", str(game)])
    assert r.exit_code == 2
    assert "expected an executed event on a day, got night 1" in r.stderr


@pytest.mark.parametrize(("word", "says"), [("empth", "is not a character (did you mean empath"),
                                             ("Fortune Tellr", "(did you mean fortuneteller")])
def test_characters_offers_the_closest_names(word: str, says: str) -> None:
    """Issue 34: `botc characters empth` offered no "did you mean"."""
    r = CliRunner().invoke(main, ["characters", word])
    assert r.exit_code == 2
    assert says in r.stderr, r.stderr


def test_help_does_not_cut_a_command_mid_sentence() -> None:
    """Issue 34: `botc --help` showed `why  Why STATEMENT (about the start, e.g.`."""
    r = CliRunner().invoke(main, ["--help"], terminal_width=100)
    rows = r.output.split("Commands:", 1)[1].splitlines()
    why = [row for row in rows if row.split()[:1] == ["why"]]
    assert why and "cannot hold" in why[0], why
    assert not any(row.rstrip().endswith(("e.g.", "(")) for row in rows), rows


def test_simulate_refuses_homebrew_script(tmp_path: Path) -> None:
    """`botc simulate --script FILE` with a homebrew character: one usage error
    naming it, no traceback."""
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(["imp", "chef", "mynewguy"]), encoding="utf-8")
    r = botc("simulate", "--script", path, "--games", 1)
    assert r.exit_code == 2
    assert "'mynewguy'" in r.output and "homebrew" in r.output
    assert not isinstance(r.exception, KeyError)


def test_simulate_refuses_a_script_too_small_for_the_players(tmp_path: Path) -> None:
    """A script with two Townsfolk cannot seat five players (three Townsfolk
    needed): one usage error saying so, where the simulator used to draw setups
    for ever."""
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "tiny"}, "chef", "empath", "saint",
                                "poisoner", "imp"]), encoding="utf-8")
    r = botc("simulate", "--script", path, "--games", 1, "--players", 5, "--nights", 1)
    assert r.exit_code == 2, r.output
    assert "no legal setup for 5 players" in r.output and "2 townsfolk" in r.output
