"""A game kept at the table, through the command line: `botc new`, `add`,
`undo`, `show` and the `play` line handler. The file must never be lost or
corrupted: every change is checked as a case before it is written, written
atomically, and can be undone byte for byte."""

from __future__ import annotations

import json
import os
import shlex
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from rich.console import Console

from botc.cli import main
from botc.play import GameCompleter, Session
from caselang.case import Case, Time
from caselang.parse import load_case
from table import gamefile

PLAYERS = "Ann, Ben, Cat, Dan, Eve"


def botc(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def add(game: Path, *words: str) -> Result:
    """`botc add`, listing one world only: these tests are about the file."""
    return botc("add", game, *words, "--max-worlds", 1)


def new_game(tmp_path: Path, script: str = "tb", players: str = PLAYERS) -> Path:
    game = tmp_path / "game.yaml"
    r = botc("new", game, "--script", script, "--players", players)
    assert r.exit_code == 0, r.output
    return game


def one_error_line(r: Result, game: Path, key: str) -> str:
    """Bad input: exit 2, one line on standard error naming the file and the key,
    no traceback."""
    assert r.exit_code == 2, (r.exit_code, r.output)
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith(f"error: {game}: {key}"), lines[0]
    return lines[0]


def stray_files(game: Path) -> list[str]:
    """Anything beside the game but the game and its history (a leftover temp file)."""
    return sorted(p.name for p in game.parent.iterdir()
                  if p.name not in (game.name, gamefile.history_dir(str(game)).name))


def info(case: Case, name: str) -> list[tuple[Time, str, object]]:
    return [(i.time, i.ability, i.payload) for i in case.players[case.seat(name)].info]


def events(case: Case) -> list[tuple[Time, str, object, dict]]:
    return [(e.time, e.kind, e.subject, e.fields) for e in case.events]


N1, D1, N2, D2, N3 = Time("night", 1), Time("day", 1), Time("night", 2), Time("day", 2), \
    Time("night", 3)

# Each kind of fact: earlier facts, the new fact's words, what the loader reads.
KINDS = {
    "claim": ([], "claim Ann chef", lambda c: c.players[0].claim == "chef"),
    "claim in any case": ([], "claim ann Fortune_Teller",
                          lambda c: c.players[0].claim == "fortuneteller"),
    "info number": (["claim Ann chef"], "info Ann night 1 chef 1",
                    lambda c: info(c, "Ann") == [(N1, "chef", 1)]),
    "info players and character": (
        ["claim Ben librarian"], "info Ben night 1 librarian Cat Dan drunk",
        lambda c: info(c, "Ben") == [(N1, "librarian", ("Cat", "Dan", "drunk"))]),
    "info none": (["claim Ben librarian"], "info Ben night 1 librarian none",
                  lambda c: info(c, "Ben") == [(N1, "librarian", None)]),
    "info yes/no": (["claim Cat fortuneteller"], "info Cat night 2 fortuneteller Ann Ben yes",
                    lambda c: info(c, "Cat") == [(N2, "fortuneteller", ("Ann", "Ben", True))]),
    "info in time order": (
        ["claim Cat fortuneteller", "info Cat night 2 fortuneteller Ann Ben no"],
        "info Cat night 1 fortuneteller Dan Eve no",
        lambda c: [t for t, _, _ in info(c, "Cat")] == [N1, N2]),
    "died": ([], "died Ben night 2", lambda c: events(c) == [(N2, "died", "Ben", {})]),
    "executed": ([], "executed Cat day 1",
                 lambda c: events(c) == [(D1, "executed", "Cat", {})]),
    "nominated with votes": (
        [], "nominated Cat by Ann day 1 votes 3",
        lambda c: events(c) == [(D1, "nominated", "Cat", {"by": "Ann", "votes": 3})]),
    "voted": ([], "voted day 1 Ann Ben",
              lambda c: events(c) == [(D1, "voted", ["Ann", "Ben"], {})]),
    "public ability": (
        ["claim Dan slayer"], "slayer Dan day 2 target Ann died no",
        lambda c: events(c) == [(D2, "slayer", "Dan", {"target": "Ann", "died": False})]),
    "other public day action": (
        ["claim Eve virgin"], "virgin Eve day 1 nominated_by Ann executed Ann",
        lambda c: events(c) == [(D1, "virgin", "Eve",
                                 {"nominated_by": "Ann", "executed": "Ann"})]),
    "became": (["claim Ann chef"], "became Ann night 3 imp",
               lambda c: [(x.time, x.becomes) for x in c.players[0].changes] == [(N3, "imp")]),
    "hidden": (["claim Ann chef", "claim Ben empath", "claim Cat monk"],
               "hidden imp poisoner spy baron scarletwoman",
               lambda c: c.hidden == ["imp", "poisoner", "spy", "baron", "scarletwoman"]),
    "counts": ([], "counts townsfolk 3 outsider 0 minion 1 demon 1",
               lambda c: c.counts == {"townsfolk": 3, "outsider": 0, "minion": 1, "demon": 1}),
    "rules": ([], "rules demon_attacks_dead no",
              lambda c: c.rules["demon_attacks_dead"] is False),
    "you": (["claim Ann chef"], "you Ann", lambda c: c.you == "Ann"),
    "you_might_be": (["claim Ann chef", "you Ann"], "you_might_be drunk",
                     lambda c: c.you_might_be == ["drunk"]),
    "known": ([], "known evil(Ben) or evil(Cat)",
              lambda c: c.known == ["evil(Ben) or evil(Cat)"]),
    "now": ([], "now day 2", lambda c: c.now == D2),
    "title": ([], "title Tuesday game", lambda c: c.title == "Tuesday game"),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_add_each_kind_of_fact_and_undo_it(tmp_path: Path, kind: str) -> None:
    before, words, holds = KINDS[kind]
    game = new_game(tmp_path)
    for earlier in before:
        assert add(game, *earlier.split()).exit_code == 0, earlier
    previous = game.read_bytes()
    r = add(game, *words.split())
    assert r.exit_code == 0, r.output
    assert "Could have started as the Demon: " in r.stdout  # the answer follows
    assert holds(load_case(str(game))), game.read_text()
    r = botc("undo", game)
    assert r.exit_code == 0, r.output
    assert game.read_bytes() == previous
    assert stray_files(game) == []


PAYLOAD_SCRIPT = ("[artist, savant, juggler, shugenja, widow, puzzlemaster, seamstress, "
                  "villageidiot, chef, imp, poisoner]")


@pytest.mark.parametrize(("words", "payload"), [
    ('info Ann day 1 artist "is(Ben, imp)" yes', ("is(Ben, imp)", True)),
    ("info Ann day 1 artist is(Ben, imp) no", ("is(Ben, imp)", False)),
    ('info Ann day 1 savant "evil(Ben)" "is(Cat, chef)"', ("evil(Ben)", "is(Cat, chef)")),
    ("info Ann day 1 juggler Ben imp Cat chef", (("Ben", "imp"), ("Cat", "chef"))),
    ("info Ann night 2 juggler 1", 1),
    ("info Ann night 1 shugenja anticlockwise", False),
    ("info Ann night 1 widow yes", True),
    ("info Ann day 2 puzzlemaster Ben Ben", ("Ben", "Ben")),
    ("info Ann night 1 seamstress Ben Cat different", ("Ben", "Cat", False)),
    ("info Ann night 1 villageidiot Ben evil", ("Ben", True)),
])
def test_payload_words_follow_the_ability_shape(tmp_path: Path, words: str,
                                                payload: object) -> None:
    """Payload words are read by the ability's payload shape; the result is what
    the case loader reads from the file (whatever the solver makes of it)."""
    game = new_game(tmp_path)
    text = game.read_text().replace("script: tb", f"script: {PAYLOAD_SCRIPT}")
    game.write_text(text)
    r = add(game, *shlex.split(words), "--force")
    assert r.exit_code == 0, r.output
    assert info(load_case(str(game)), "Ann")[0][2] == payload


def test_new_refuses_to_overwrite(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    before = game.read_bytes()
    r = botc("new", game, "--script", "bmr", "--players", "Zoe, Yan, Xi, Wu, Vic")
    one_error_line(r, game, "new")
    assert game.read_bytes() == before


def test_new_writes_a_valid_case(tmp_path: Path) -> None:
    game = new_game(tmp_path, "snv", "Ann Ben Cat Dan Eve Fay Gus")
    case = load_case(str(game))
    assert case.script_name == "snv"
    assert case.names == ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


def test_new_rejects_a_bad_script_and_writes_nothing(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    one_error_line(botc("new", game, "--script", "tbb", "--players", PLAYERS), game, "script")
    assert not game.exists()
    assert stray_files(game) == []


def test_names_that_yaml_would_misread_are_quoted(tmp_path: Path) -> None:
    game = new_game(tmp_path, players="Yes, No, 12, On, Eve")
    assert load_case(str(game)).names == ["Yes", "No", "12", "On", "Eve"]
    assert add(game, "claim", "No", "chef").exit_code == 0
    assert add(game, "info", "No", "night", "1", "chef", "0").exit_code == 0
    assert load_case(str(game)).players[1].claim == "chef"


COMMENTED = """\
    # Tuesday's game
    title: Tuesday   # at Ann's
    script: tb

    players:
      - name: Ann
        claim: chef   # said at dawn
      - {name: Ben, claim: empath}  # quiet
      - name: Cat
      - name: Dan
      - name: Eve   # late

    # the public record
    events:
      - {day: 1, executed: Cat}   # 3 votes
    # end of the notes
"""


def test_comments_and_layout_survive_adds(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    game.write_text(textwrap.dedent(COMMENTED))
    for words in ("info Ann night 1 chef 1", "info Ben night 1 empath 1", "claim Eve soldier",
                  "died Ben night 2", "nominated Cat by Ann day 1 votes 3",
                  "hidden imp poisoner spy baron", "now day 2"):
        r = add(game, *words.split())
        assert r.exit_code == 0, (words, r.output)
    text = game.read_text()
    lines = text.splitlines()
    comments = [line.strip() for line in lines if "#" in line]
    assert comments == ["# Tuesday's game", "title: Tuesday   # at Ann's",
                        "claim: chef   # said at dawn", "- name: Ben                   # quiet",
                        "- name: Eve   # late", "# the public record",
                        "- {day: 1, executed: Cat}   # 3 votes", "# end of the notes"]
    # Each comment still stands before what it introduced.
    assert lines.index("# the public record") + 1 == lines.index("events:")
    assert lines[-1] == "# end of the notes"
    assert lines.index("  - {day: 1, executed: Cat}   # 3 votes") < \
        lines.index("  - {day: 1, nominated: Cat, by: Ann, votes: 3}") < \
        lines.index("  - {night: 2, died: Ben}")
    case = load_case(str(game))
    assert info(case, "Ben") == [(N1, "empath", 1)]
    assert case.hidden == ["imp", "poisoner", "spy", "baron"]


def test_a_shipped_case_round_trips_unchanged_but_for_the_fact(tmp_path: Path) -> None:
    src = Path(__file__).resolve().parents[1] / "cases" / "tb-rules" / "imp-star-pass.yaml"
    game = tmp_path / "game.yaml"
    game.write_bytes(src.read_bytes())
    assert add(game, "now", "day", "3").exit_code == 0
    before, after = src.read_text().splitlines(), game.read_text().splitlines()
    assert [x for x in after if x not in before] == ["now: {day: 3}"]
    assert [x for x in after if x != "now: {day: 3}"] == before


def test_windows_line_ends_are_kept(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    game.write_bytes(textwrap.dedent(COMMENTED).replace("\n", "\r\n").encode())
    assert add(game, "died", "Ben", "night", "2").exit_code == 0
    raw = game.read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n")
    assert b"  - {night: 2, died: Ben}\r\n# end of the notes\r\n" in raw


def test_a_json_case_stays_json(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    players = [{"name": n} for n in PLAYERS.split(", ")]
    game.write_text(json.dumps({"script": "tb", "players": players}, indent=2) + "\n")
    previous = game.read_bytes()
    assert add(game, "slayer", "Ann", "day", "1", "target", "Ben", "died", "no").exit_code == 0
    data = json.loads(game.read_text())
    assert data["events"] == [{"day": 1, "slayer": "Ann", "target": "Ben", "died": False}]
    assert list(data) == ["script", "players", "events"]
    assert botc("undo", game).exit_code == 0
    assert game.read_bytes() == previous


def test_interrupted_replace_leaves_the_file_intact(tmp_path: Path, monkeypatch) -> None:
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    before = game.read_bytes()
    kept = gamefile.versions(str(game))

    def crash(src: str, dst: str) -> None:
        raise OSError("disk pulled out")

    monkeypatch.setattr(gamefile.os, "replace", crash)
    r = add(game, "claim", "Ben", "empath")
    assert r.exit_code != 0
    assert game.read_bytes() == before
    assert stray_files(game) == []
    assert gamefile.versions(str(game)) == kept


def test_interrupted_write_leaves_the_file_intact(tmp_path: Path, monkeypatch) -> None:
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    before = game.read_bytes()
    real_write = os.fdopen

    class Torn:
        """A file whose write stops half way."""

        def __init__(self, f) -> None:
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            self.f.close()

        def write(self, data: bytes) -> None:
            self.f.write(data[: len(data) // 2])
            raise KeyboardInterrupt

    monkeypatch.setattr(gamefile.os, "fdopen", lambda fd, mode: Torn(real_write(fd, mode)))
    r = add(game, "claim", "Ben", "empath")
    assert r.exit_code != 0 and "Aborted" in r.output
    assert game.read_bytes() == before
    assert stray_files(game) == []
    assert load_case(str(game)).players[1].claim is None


def test_a_file_changed_meanwhile_is_not_overwritten(tmp_path: Path, monkeypatch) -> None:
    """Someone saves the file from an editor while the fact is being checked."""
    from table import game as table

    game = new_game(tmp_path)
    real_solve = table.solve

    def edit_then_solve(*args, **kwargs):
        game.write_text(game.read_text() + "# edited by hand\n")
        return real_solve(*args, **kwargs)

    monkeypatch.setattr(table, "solve", edit_then_solve)
    one_error_line(add(game, "claim", "Ann", "chef"), game, "(file)")
    assert game.read_text().endswith("# edited by hand\n")
    assert load_case(str(game)).players[0].claim is None


def test_a_fact_is_checked_again_on_a_file_changed_once_meanwhile(tmp_path: Path,
                                                                   monkeypatch) -> None:
    """Another writer (a `play` session) keeps a fact while this one is checked:
    both are kept."""
    from table import game as table

    game = new_game(tmp_path)
    real_solve = table.solve
    calls: list[int] = []

    def other_writer_then_solve(*args, **kwargs):
        if not calls:
            game.write_text(game.read_text() + "# edited by hand\n")
        calls.append(1)
        return real_solve(*args, **kwargs)

    monkeypatch.setattr(table, "solve", other_writer_then_solve)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert len(calls) == 2
    assert game.read_text().endswith("# edited by hand\n")
    assert load_case(str(game)).players[0].claim == "chef"


# Ann is the Chef and learnt there are no evil pairs; only the Imp and the
# Scarlet Woman can be in play unclaimed, so nobody poisoned her; then Ben and
# Cat, neighbours, are both said to be evil.
CLASH = ["claim Ann chef", "claim Ben empath", "claim Cat monk", "claim Dan soldier",
         "claim Eve mayor", "you Ann", "info Ann night 1 chef 0", "hidden imp scarletwoman",
         "known evil(Ben)"]


def test_a_contradiction_is_refused_and_named(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for words in CLASH:
        assert add(game, *words.split()).exit_code == 0, words
    before = game.read_bytes()
    r = add(game, "known", "evil(Cat)")
    assert r.exit_code == 1, r.output
    assert "contradiction" in r.stdout
    named = r.stdout.split("No world has all of:")[1].splitlines()[1:]
    assert named[:3] == ["  - known: evil(Ben)", "  - your chef on night 1: 0",
                         "  - known: evil(Cat)  (new)"] or \
        named[:3] == ["  - your chef on night 1: 0", "  - known: evil(Ben)",
                      "  - known: evil(Cat)  (new)"], r.stdout
    assert game.read_bytes() == before
    assert stray_files(game) == []


def test_a_contradiction_is_kept_with_force(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for words in CLASH:
        assert add(game, *words.split()).exit_code == 0, words
    before = game.read_bytes()
    r = add(game, "known", "evil(Cat)", "--force")
    assert r.exit_code == 0, r.output
    assert "Kept anyway" in r.stdout
    assert "inconsistent" in r.stdout
    assert load_case(str(game)).known == ["evil(Ben)", "evil(Cat)"]
    assert botc("undo", game).exit_code == 0
    assert game.read_bytes() == before


@pytest.mark.parametrize(("words", "key"), [
    ("frobnicate Ann", "(words)"),
    ("claim Zed chef", "claim"),
    ("claim Ann chefs", "claim"),
    ("info Ann night one chef 1", "info"),
    ("info Ann tonight 1 chef 1", "info"),
    ("info Ann night 1 chef two", "info"),
    ("info Ann night 1 librarian Ben", "info"),
    ("info Ann night 1 chef 1 2", "info"),
    ("died Ben", "died"),
    ("nominated Cat by Ann day 1 votes many", "nominated"),
    ("executed Zed day 1", "events[0].executed"),
    ("claim Ann snakecharmer", "players[0].claim"),
    ("executed Cat night 1", "events[0].night"),
    ("rules demon_attacks_dead maybe", "rules"),
    ("rules no_such_rule yes", "rules.no_such_rule"),
    ("became Ann night 3 imp", "became"),
    ("known evil(Zed)", "known[0]"),
])
def test_bad_words_are_one_line_and_touch_nothing(tmp_path: Path, words: str, key: str) -> None:
    game = new_game(tmp_path)
    before = game.read_bytes()
    line = one_error_line(add(game, *words.split()), game, key)
    assert "expected" in line or "no claim" in line, line
    assert game.read_bytes() == before
    assert stray_files(game) == []
    assert gamefile.versions(str(game)) == []


def test_a_repeated_fact_is_refused(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    assert add(game, "died", "Ben", "night", "2").exit_code == 0
    line = one_error_line(add(game, "died", "Ben", "night", "2"), game, "died")
    assert "already in the case" in line


def test_undo_with_no_history_is_an_error(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    line = one_error_line(botc("undo", game), game, "undo")
    assert "nothing to undo" in line


def test_a_missing_game_is_an_error_and_creates_nothing(tmp_path: Path) -> None:
    game = tmp_path / "nogame.yaml"
    line = one_error_line(add(game, "claim", "Ann", "chef"), game, "(file)")
    assert "botc new" in line
    one_error_line(botc("undo", game), game, "undo")
    one_error_line(botc("show", game), game, "(file)")
    assert list(tmp_path.iterdir()) == []


def test_undo_steps_back_one_change_at_a_time(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    states = [game.read_bytes()]
    for words in ("claim Ann chef", "claim Ben empath", "died Cat night 2"):
        assert add(game, *words.split()).exit_code == 0
        states.append(game.read_bytes())
    for expected in reversed(states[:-1]):
        assert botc("undo", game).exit_code == 0
        assert game.read_bytes() == expected
    one_error_line(botc("undo", game), game, "undo")


def test_show_is_a_timeline(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for words in ("claim Ann chef", "claim Dan slayer", "info Ann night 1 chef 1",
                  "died Ben night 2", "executed Cat day 1",
                  "nominated Cat by Ann day 1 votes 3", "slayer Dan day 2 target Eve died no"):
        assert add(game, *words.split()).exit_code == 0, words
    r = botc("show", game)
    assert r.exit_code == 0, r.output
    lines = [x.strip() for x in r.stdout.splitlines()]
    order = ["Setup", "1 Ann  claims chef", "Night 1", "Ann: chef 1", "Day 1", "executed Cat",
             "nominated Cat by Ann votes 3", "Night 2", "died Ben", "Day 2",
             "slayer Dan target Eve died no"]
    assert [x for x in lines if x in order] == order


def test_show_of_a_shipped_case() -> None:
    path = Path(__file__).resolve().parents[1] / "cases" / "tb-rules" / "imp-star-pass.yaml"
    r = botc("show", path)
    assert r.exit_code == 0, r.output
    assert "Imp star-pass to the Spy: script custom, 5 players" in r.stdout
    assert "hidden imp spy" in r.stdout


# ---- play -------------------------------------------------------------------------
def session(game: Path) -> tuple[Session, Console]:
    console = Console(record=True, width=100)
    return Session(str(game), console, max_worlds=1), console


def test_play_line_handler(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    s, console = session(game)
    assert s.handle("claim Ann chef")
    assert s.handle("info Ann night 1 chef 1")
    assert s.handle("")
    assert s.handle("known 'evil(Ben) or evil(Cat)'")
    case = load_case(str(game))
    assert info(case, "Ann") == [(N1, "chef", 1)]
    assert case.known == ["evil(Ben) or evil(Cat)"]
    assert "Could have started as the Demon: " in console.export_text()
    before = game.read_bytes()
    assert s.handle("claim Zed chef")  # an error does not end the session
    assert "error:" in console.export_text()
    assert game.read_bytes() == before
    assert s.handle("undo")
    assert load_case(str(game)).known == []
    assert "undone `known 'evil(Ben) or evil(Cat)'`" in console.export_text()
    assert s.handle("redo")
    assert load_case(str(game)).known == ["evil(Ben) or evil(Cat)"]
    assert s.handle("undo")
    assert s.handle("show")
    assert "Ann: chef 1" in console.export_text()
    assert s.handle("undo 'unbalanced")
    assert not s.handle("quit")


def test_play_contradiction_then_force(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    s, console = session(game)
    for words in CLASH:
        assert s.handle(words)
    before = game.read_bytes()
    assert s.handle("known evil(Cat)")
    assert game.read_bytes() == before
    assert "Type `force`" in console.export_text()
    assert s.handle("force")
    assert load_case(str(game)).known == ["evil(Ben)", "evil(Cat)"]
    assert s.handle("force")  # nothing left to force: an error line
    assert "no refused fact" in console.export_text()


def test_play_completes_names_characters_and_keywords(tmp_path: Path) -> None:
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    game = new_game(tmp_path)
    c = GameCompleter(str(game))

    def options(text: str) -> list[str]:
        return [x.text for x in c.get_completions(Document(text), CompleteEvent())]

    assert "claim" in options("cl")
    assert "undo" in options("un")
    assert options("claim A")[0] == "Ann"
    assert "fortuneteller" in options("claim Ann fo")
    assert "snakecharmer" not in options("claim Ann sn")  # not on this script
    assert "night" in options("info Ann ni")


def test_add_answers_who_could_be_the_demon_and_the_table_on_request(tmp_path: Path) -> None:
    """At the table `add` answers first who could be the Demon (exact: one
    question per seat); each seat's possible characters, many more questions on
    a big board, come with --details (or --seats, or `botc solve --details`)."""
    game = new_game(tmp_path)
    r = add(game, "claim", "Ann", "chef")
    text = " ".join(r.stdout.split())
    assert "Could have started as the Demon: anyone." in text
    assert "Possible starting characters" not in text and "--details" in text
    for flag in ("--seats", "--details"):
        r = botc("add", game, "claim", "Ben", "chef" if flag == "--seats" else "empath", flag)
        assert r.exit_code == 0, r.stderr
        assert "Possible starting characters" in r.stdout


# ---- undo, redo and the history ---------------------------------------------------
def history(game: Path) -> dict[str, bytes]:
    """Everything kept beside the game, by name (the history folder's files)."""
    folder = gamefile.history_dir(str(game))
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_undo_after_a_refused_fact_says_what_it_took_back_and_redo_restores_it(
        tmp_path: Path) -> None:
    """Issue 34: a refused fact changes nothing, history included; `undo` then
    takes back the last change to the file, says which fact it was, and `redo`
    brings it back byte for byte."""
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert add(game, "claim", "Ben", "empath").exit_code == 0
    with_ben, kept = game.read_bytes(), history(game)
    one_error_line(add(game, "claim", "Zed", "monk"), game, "claim")
    assert game.read_bytes() == with_ben
    assert history(game) == kept
    r = botc("undo", game, "--max-worlds", 1)
    assert r.exit_code == 0, r.output
    assert "claim Ben empath" in r.stdout.splitlines()[0]
    assert load_case(str(game)).players[1].claim is None
    r = botc("redo", game, "--max-worlds", 1)
    assert r.exit_code == 0, r.output
    assert "claim Ben empath" in r.stdout.splitlines()[0]
    assert game.read_bytes() == with_ben
    line = one_error_line(botc("redo", game), game, "redo")
    assert "nothing to redo" in line
    assert not gamefile.redo_dir(str(game)).exists()


def test_a_refused_fact_leaves_the_history_as_it_was(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    for words in CLASH:
        assert add(game, *words.split()).exit_code == 0, words
    assert add(game, "title", "Tuesday").exit_code == 0
    assert botc("undo", game).exit_code == 0  # something to redo, too
    kept = history(game)
    one_error_line(add(game, "claim", "Zed", "monk"), game, "claim")
    assert history(game) == kept
    assert add(game, "known", "evil(Cat)").exit_code == 1  # a contradiction, refused
    assert history(game) == kept


def test_a_new_fact_after_undo_forgets_the_redo(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert botc("undo", game).exit_code == 0
    assert add(game, "claim", "Ben", "empath").exit_code == 0
    one_error_line(botc("redo", game), game, "redo")
    assert load_case(str(game)).players[0].claim is None


def test_undo_and_redo_walk_several_changes(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    states = [game.read_bytes()]
    facts = ("claim Ann chef", "claim Ben empath", "died Cat night 2")
    for words in facts:
        assert add(game, *words.split()).exit_code == 0
        states.append(game.read_bytes())
    for fact, expected in zip(reversed(facts), reversed(states[:-1])):
        r = botc("undo", game, "--max-worlds", 1)
        assert fact in r.stdout.splitlines()[0]
        assert game.read_bytes() == expected
    for fact, expected in zip(facts, states[1:]):
        r = botc("redo", game, "--max-worlds", 1)
        assert fact in r.stdout.splitlines()[0]
        assert game.read_bytes() == expected
    one_error_line(botc("redo", game), game, "redo")


@pytest.mark.parametrize("command", ["add", "undo", "redo"])
def test_a_read_only_game_is_never_rewritten(tmp_path: Path, command: str) -> None:
    """Issue 34: replacing the file needs only the folder's permission, so a game
    the user made read-only must be refused by name, not replaced."""
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert add(game, "claim", "Ben", "empath").exit_code == 0
    assert botc("undo", game).exit_code == 0
    before, kept = game.read_bytes(), history(game)
    game.chmod(0o444)
    try:
        args = ("claim", "Cat", "monk") if command == "add" else ()
        line = one_error_line(botc(command, game, *args), game, "(file)")
        assert "read-only" in line
        assert game.read_bytes() == before
        assert game.stat().st_mode & 0o777 == 0o444
        assert history(game) == kept
    finally:
        game.chmod(0o644)


BAD_FILES = {
    "empty": b"",
    "binary": bytes(range(256)),
    "broken": b"script: tb\nplayers:\n  - name: Ann\n    claim: [chef\n",
    "not a case": b"- just a list\n",
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_failed_add_creates_no_history(tmp_path: Path, kind: str) -> None:
    """Issue 34: the history folder appears only when there is something to keep."""
    game = tmp_path / "game.yaml"
    game.write_bytes(BAD_FILES[kind])
    one_error_line(add(game, "claim", "Ann", "chef"), game, "")
    assert game.read_bytes() == BAD_FILES[kind]
    assert list(tmp_path.iterdir()) == [game]


def test_failed_commands_on_a_new_folder_create_no_history(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    many = ", ".join(f"P{i}" for i in range(100))
    one_error_line(botc("new", game, "--script", "tb", "--players", many), game, "")
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    one_error_line(botc("undo", folder), folder, "undo")
    one_error_line(botc("redo", folder), folder, "redo")
    one_error_line(add(folder, "claim", "Ann", "chef"), folder, "(file)")
    assert list(tmp_path.iterdir()) == [folder]
    assert list(folder.iterdir()) == []


def test_a_refused_first_fact_creates_no_history(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    assert list(tmp_path.iterdir()) == [game]
    one_error_line(add(game, "claim", "Zed", "chef"), game, "claim")
    game.write_text(game.read_text() + "known: evil(Ann)\n")
    assert add(game, "known", "good(Ann)").exit_code == 1  # a contradiction, refused
    assert list(tmp_path.iterdir()) == [game]
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [".game.yaml.history", "game.yaml"]


GUS = "Ann, Ben, Cat, Dan, Eve, Fay, Gus"


@pytest.mark.parametrize("words", ["info Gus night 1 undertaker chef",
                                   "info Gus night 1 monk Ann",
                                   "info Gus night 1 savant 'evil(Ann)' 'is(Ben, chef)'"])
def test_a_report_the_ability_never_gives_then_asks_for_force(tmp_path: Path,
                                                               words: str) -> None:
    """Issue 34: the Undertaker learns nothing on night 1 ("Each night*"), nor the
    Monk chooses, and the Savant learns nothing at night ("Each day"). The report keeps
    its reading (the player lies or is mistaken), but `add` says so in one line
    and keeps it only with --force."""
    game = new_game(tmp_path, players=GUS)
    game.write_text(game.read_text().replace(
        "script: tb", "script: [undertaker, chef, savant, empath, monk, soldier, imp, poisoner]"))
    before = game.read_bytes()
    r = add(game, *shlex.split(words))
    assert r.exit_code == 1, r.output
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 1, r.stdout
    assert "s nothing on night 1" in lines[0] and "--force" in lines[0], lines[0]
    assert game.read_bytes() == before
    assert list(tmp_path.iterdir()) == [game]
    r = add(game, *shlex.split(words), "--force")
    assert r.exit_code == 0, r.output
    assert "s nothing on night 1" in r.stdout
    assert len(info(load_case(str(game)), "Gus")) == 1


def test_a_report_on_a_night_the_ability_acts_needs_no_force(tmp_path: Path) -> None:
    game = new_game(tmp_path, players=GUS)
    for words in ("info Gus night 2 undertaker chef", "info Ann night 1 chef 0"):
        r = add(game, *words.split())
        assert r.exit_code == 0, r.output
        assert "learns nothing" not in r.stdout


@pytest.mark.parametrize("kind", ["binary", "broken"])
def test_add_on_a_file_that_is_no_case_says_what_solve_says(tmp_path: Path, kind: str) -> None:
    """Issue 34: broken YAML is named by line and column, a binary file as not
    UTF-8 text (not the parser's dump or the codec's message), as `solve` does."""
    game = tmp_path / "game.yaml"
    game.write_bytes(BAD_FILES[kind])
    solved = botc("solve", game)
    assert solved.exit_code == 2
    line = one_error_line(add(game, "claim", "Ann", "chef"), game, "")
    assert line == solved.stderr.strip()
    assert ("line 5, column 1" if kind == "broken" else "expected UTF-8 text") in line


def test_every_player_count_without_a_setup_gets_the_same_answer(tmp_path: Path) -> None:
    """Issue 34: 21 players got "at most 20", then 20 got "5 to 15"."""
    game = tmp_path / "game.yaml"
    answers = set()
    for n in (3, 16, 20, 21, 100):
        names = ", ".join(f"P{i}" for i in range(n))
        line = one_error_line(botc("new", game, "--script", "tb", "--players", names), game,
                              "players")
        assert f"no setup counts for {n} players: " in line
        answers.add(line.split(": expected ", 1)[1])
    assert answers == {"5 to 15 players, and up to 5 Travellers besides (at most 20 seats)"}


def test_the_unknown_fact_menu_lists_every_kind(tmp_path: Path) -> None:
    """Issue 34: the menu left out traveller, exiled, revived and voted."""
    game = new_game(tmp_path)
    line = one_error_line(add(game, "frobnicate", "Ann"), game, "(words)")
    menu = line.split("expected one of: ", 1)[1].split(", ")
    for kind in ("claim", "info", "became", "traveller", "died", "executed", "exiled",
                 "revived", "nominated", "voted", "an ability", "hidden", "script"):
        assert kind in menu, kind


def test_a_negative_number_is_a_word_refused_by_its_range(tmp_path: Path) -> None:
    """Issue 34: `empath -1` gave "No such option '-1'"."""
    game = new_game(tmp_path)
    line = one_error_line(add(game, "info", "Ann", "night", "1", "empath", "-1"), game,
                          "players[0].info[0].empath")
    assert "expected a number from 0 to" in line and "got -1" in line
    r = add(game, "claim", "Ann", "chef", "--forse")
    assert r.exit_code == 2 and "No such option" in r.output and "--forse" in r.output
    assert gamefile.versions(str(game)) == []


def test_new_refuses_an_earlier_games_undone_history(tmp_path: Path) -> None:
    """A game undone to its start and removed still has changes to redo: a new
    game of that name would get them."""
    game = new_game(tmp_path)
    assert add(game, "claim", "Ann", "chef").exit_code == 0
    assert botc("undo", game).exit_code == 0
    game.unlink()
    r = botc("new", game, "--script", "tb", "--players", PLAYERS)
    assert "an earlier game's history" in one_error_line(r, game, "new")
