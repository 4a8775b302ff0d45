"""`botc serve` through Starlette's test client: every kind of fact goes
through the same path as `botc add` and is undone byte for byte; a fact that
leaves no world is refused with its clash, and kept when forced; a `botc add`
from another process shows up in the page; the token, the origin check and the
game's folder keep everyone else out."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient  # noqa: E402

from answers.worlds import solve  # noqa: E402
from botc.serve import game as game_module  # noqa: E402
from botc.serve.app import make_app  # noqa: E402
from botc.serve.game import file_digest  # noqa: E402
from caselang.parse import load_case  # noqa: E402
from table import game as table  # noqa: E402
from tests.test_gamefile import CLASH, KINDS, stray_files  # noqa: E402

HERE = "http://localhost"  # the address a browser on this machine uses
ORIGIN = {"Origin": HERE}
PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve"]
WAIT = 120.0  # a bound on waiting for the answer thread, not a measured time


@pytest.fixture(autouse=True)
def no_counting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shares of worlds are the model counter's (tested elsewhere): not here."""
    monkeypatch.setattr(game_module, "COUNT_SECONDS", 0.0)


@pytest.fixture(autouse=True)
def games_closed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every game's answer thread ends with its test: the engine is one per
    process, and the next test (in this worker) may use it."""
    made: list[game_module.Game] = []
    real = game_module.Game.__init__

    def init(self: game_module.Game, path: str) -> None:
        made.append(self)
        real(self, path)

    monkeypatch.setattr(game_module.Game, "__init__", init)
    yield
    for game in made:
        game.close()


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.yaml"
    table.new_game(str(path), "tb", PLAYERS)
    return path


@pytest.fixture
def client(game: Path) -> Iterator[TestClient]:
    yield TestClient(make_app(str(game)), base_url=HERE, headers=ORIGIN)


def add(client: TestClient, words: str, force: bool = False) -> dict:
    r = client.post("/api/add", json={"words": words.split(), "force": force})
    assert r.status_code in (200, 409), r.text
    return r.json()


def settled(client: TestClient) -> dict:
    """The page's answers once every stage is in."""
    assert client.app.state.served.game.wait_idle(WAIT)
    return client.get("/api/state").json()


@pytest.mark.parametrize("kind", list(KINDS))
def test_each_kind_of_fact_and_its_undo(client: TestClient, game: Path, kind: str) -> None:
    before, words, holds = KINDS[kind]
    for earlier in before:
        assert add(client, earlier)["written"], earlier
    previous = game.read_bytes()
    out = add(client, words)
    assert out["written"] and not out["refused"], out
    assert holds(load_case(str(game))), game.read_text()
    state = settled(client)
    assert state["consistent"] is True and state["demon"], state
    assert state["seats"] is not None and len(state["seats"]) == len(PLAYERS)
    r = client.post("/api/undo", json={})
    assert r.status_code == 200, r.text
    assert game.read_bytes() == previous
    assert stray_files(game) == []


def test_the_demon_line_follows_the_facts(client: TestClient, game: Path) -> None:
    """The page's answers are the engine's for the file, stage by stage."""
    assert settled(client)["demon"] == PLAYERS
    for name in PLAYERS[1:4]:
        add(client, f"known good({name})")
    state = settled(client)
    assert state["demon"] == ["Ann", "Eve"]
    r = solve(load_case(str(game)), 13, ends=False)
    assert state["seats"] == r.possible
    assert state["reasons"]["Ben"] == "known: good(Ben)"
    assert "known: good(Ben)" in client.get("/").text


def test_a_clash_is_refused_and_named_then_kept_when_forced(client: TestClient,
                                                            game: Path) -> None:
    for words in CLASH:
        assert add(client, words)["written"], words
    before = game.read_bytes()
    answers = settled(client)
    out = add(client, "known evil(Cat)")
    assert out["refused"] and not out["written"]
    # the file is unchanged, so are the answers: nothing is worked out again
    assert client.app.state.served.game.wait_idle(0)
    now = client.get("/api/state").json()
    assert {k: now[k] for k in ("working", "demon", "seats")} == \
        {k: answers[k] for k in ("working", "demon", "seats")}
    labels = {label: new for label, new in out["conflicts"]}
    assert labels == {"known: evil(Ben)": False, "your chef on night 1: 0": False,
                      "known: evil(Cat)": True}
    assert "Keep it anyway" in out["html"] and "known: evil(Ben)" in out["html"]
    assert game.read_bytes() == before
    out = add(client, "known evil(Cat)", force=True)
    assert out["written"]
    assert load_case(str(game)).known == ["evil(Ben)", "evil(Cat)"]
    assert settled(client)["consistent"] is False
    assert "No world fits every fact" in client.get("/").text


def test_bad_words_get_one_line_and_touch_nothing(client: TestClient, game: Path) -> None:
    before = game.read_bytes()
    r = client.post("/api/add", json={"words": ["claim", "Zed", "chef"]})
    assert r.status_code == 400
    message = r.json()["error"]
    assert message.startswith(f"{game}: claim: expected a player name") and "\n" not in message
    r = client.post("/api/add", json={"line": "info Ann night one chef 1"})
    assert r.status_code == 400 and "info" in r.json()["error"]
    r = client.post("/api/add", content=b"not json", headers={"content-type": "text/plain"})
    assert r.status_code == 400 and "expected a JSON object" in r.json()["error"]
    assert game.read_bytes() == before and stray_files(game) == []


def test_undo_with_nothing_to_undo_is_a_message(client: TestClient) -> None:
    r = client.post("/api/undo", json={})
    assert r.status_code == 400 and "nothing to undo" in r.json()["error"]


def test_words_typed_as_a_line(client: TestClient, game: Path) -> None:
    r = client.post("/api/add", json={"line": 'known "evil(Ben) or evil(Cat)"'})
    assert r.status_code == 200, r.text
    assert load_case(str(game)).known == ["evil(Ben) or evil(Cat)"]


def test_a_botc_add_in_a_terminal_meets_the_page(client: TestClient, game: Path) -> None:
    """A `botc add` in another process at the same moment as a fact from the
    page: the game's lock orders them, both are kept, and the page shows both
    (the answer thread notices the file changed)."""
    settled(client)
    page_out: dict = {}
    thread = threading.Thread(target=lambda: page_out.update(add(client, "claim Ann chef")))
    thread.start()
    done = subprocess.run([sys.executable, "-m", "botc.cli", "add", str(game), "claim", "Ben",
                           "empath", "--max-worlds", "1"], capture_output=True, text=True,
                          timeout=WAIT)
    thread.join(WAIT)
    assert done.returncode == 0, done.stderr
    assert page_out.get("written"), page_out
    case = load_case(str(game))
    assert [p.claim for p in case.players[:2]] == ["chef", "empath"]
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:  # the watcher notices the file within a second
        with client.stream("GET", "/events?limit=1") as s:
            data = json.loads(next(line for line in s.iter_lines() if line.startswith("data:"))[5:])
        if data["claims"]["Ben"] == case.players[1].claim and data["claims"]["Ann"] == "chef":
            break
        time.sleep(0.2)
    assert data["claims"]["Ann"] == "chef"
    assert data["claims"]["Ben"] == case.players[1].claim


def test_the_stream_sends_the_circle_and_the_answers(client: TestClient) -> None:
    add(client, "claim Ann chef")
    add(client, "you Ann")
    settled(client)
    with client.stream("GET", "/events?limit=1") as s:
        assert s.headers["content-type"].startswith("text/event-stream")
        data = json.loads(next(line for line in s.iter_lines() if line.startswith("data:"))[5:])
    assert data["names"] == PLAYERS
    assert 'class="seat you"' in data["game"] and "chef" in data["game"]
    assert 'id="demon-line"' in data["answers"] and 'id="seat-table"' in data["answers"]


def test_info_fields_follow_the_payload_shape(client: TestClient) -> None:
    from rules.registry import rule

    shape = rule("chef").payload
    chef = client.get("/api/form?ability=chef").text
    assert chef.count("<select") == 1 and f"<option>{shape.low}</option>" in chef \
        and f"<option>{shape.high}</option>" in chef \
        and f"<option>{shape.high + 1}</option>" not in chef
    teller = client.get("/api/form?ability=fortuneteller").text
    assert teller.count("<select") == 3 and "<option>yes</option>" in teller
    librarian = client.get("/api/form?ability=librarian").text
    assert "none-box" in librarian and "<option>butler</option>" in librarian \
        and "<option>chef</option>" not in librarian
    empath = client.get("/api/form?ability=empath").text
    assert "<option>2</option>" in empath and "none-box" not in empath


def test_a_new_game_from_the_page(tmp_path: Path) -> None:
    client = TestClient(make_app(None, folder=str(tmp_path)), base_url=HERE, headers=ORIGIN)
    assert "Start the game" in client.get("/").text
    r = client.post("/api/new", json={"file": "tuesday.yaml", "script": "bmr",
                                      "players": "Ann, Ben, Cat, Dan, Eve", "you": "Cat"})
    assert r.status_code == 200, r.text
    case = load_case(str(tmp_path / "tuesday.yaml"))
    assert case.script_name == "bmr" and case.names == PLAYERS and case.you == "Cat"
    assert settled(client)["demon"]
    r = client.post("/api/new", json={"file": "other.yaml", "script": "tb", "players": "A B C"})
    assert r.status_code == 409


@pytest.mark.parametrize(("fields", "key"), [
    ({"file": "../outside.yaml", "script": "tb"}, "file"),
    ({"file": "/tmp/outside.yaml", "script": "tb"}, "file"),
    ({"file": "game.txt", "script": "tb"}, "file"),
    ({"file": "game.yaml", "script": "../script.json"}, "script"),
])
def test_no_path_outside_the_folder(tmp_path: Path, fields: dict, key: str) -> None:
    folder = tmp_path / "table"
    folder.mkdir()
    (tmp_path / "script.json").write_text('["chef", "imp"]')
    client = TestClient(make_app(None, folder=str(folder)), base_url=HERE, headers=ORIGIN)
    r = client.post("/api/new", json={**fields, "players": "Ann, Ben, Cat, Dan, Eve"})
    assert r.status_code == 400 and f": {key}: " in r.json()["error"], r.text
    assert list(folder.iterdir()) == [] and not (tmp_path / "outside.yaml").exists()
    assert client.get("/static/../app.py").status_code == 404
    assert client.get("/static/%2e%2e/app.py").status_code == 404


def test_posts_from_elsewhere_are_refused(game: Path) -> None:
    app = make_app(str(game))
    before = game.read_bytes()
    for headers in ({}, {"Origin": "http://evil.example"},
                    {"Referer": "http://evil.example/page"}):
        r = TestClient(app, base_url=HERE, headers=headers).post("/api/add",
                                                  json={"words": ["claim", "Ann", "chef"]})
        assert r.status_code == 403, headers
    assert game.read_bytes() == before
    r = TestClient(app, base_url=HERE, headers={"Referer": HERE + "/"}).post(
        "/api/add", json={"words": ["claim", "Ann", "chef"]})
    assert r.status_code == 200


def test_a_shared_network_needs_the_token(game: Path) -> None:
    app = make_app(str(game), token="s3cret-token")
    stranger = TestClient(app, base_url=HERE, headers=ORIGIN)
    assert stranger.get("/").status_code == 403
    assert stranger.get("/api/state").status_code == 403
    assert stranger.get("/?token=wrong").status_code == 403
    assert stranger.post("/api/add", json={"words": ["claim", "Ann", "chef"]}).status_code == 403
    player = TestClient(app, base_url=HERE, headers=ORIGIN)
    r = player.get("/?token=s3cret-token", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/"
    assert "HttpOnly" in r.headers["set-cookie"]
    assert player.get("/").status_code == 200  # the cookie now
    assert player.post("/api/add", json={"words": ["claim", "Ann", "chef"]}).status_code == 200


def edit(client: TestClient, game: Path, where: str, words: str | None = None,
         digest: str | None = None, force: bool = False) -> tuple[int, dict]:
    body = {"where": where, "digest": digest or file_digest(game.read_bytes()), "force": force}
    if words is not None:
        body["words"] = words.split()
    r = client.post("/api/edit", json=body)
    return r.status_code, r.json()


def test_an_earlier_fact_taken_out_and_put_back(client: TestClient, game: Path) -> None:
    for words in ("claim Cat fortuneteller", "info Cat night 1 fortuneteller Ann Ben no",
                  "info Cat night 2 fortuneteller Dan Eve yes", "died Ben night 2"):
        assert add(client, words)["written"], words
    before = game.read_bytes()
    first = load_case(str(game)).players[2].info[0]
    assert first.time.n == 1
    status, out = edit(client, game, first.where)
    assert status == 200 and out["written"], out
    case = load_case(str(game))
    assert [(i.time.n, i.payload) for i in case.players[2].info] == [(2, ("Dan", "Eve", True))]
    assert len(case.events) == 1 and case.players[2].claim == "fortuneteller"
    assert client.post("/api/undo", json={}).status_code == 200
    assert game.read_bytes() == before


def test_an_earlier_fact_changed(client: TestClient, game: Path) -> None:
    for words in ("died Ben night 2", "executed Dan day 2"):
        assert add(client, words)["written"], words
    where = load_case(str(game)).events[0].where
    status, out = edit(client, game, where, "died Cat night 2")
    assert status == 200 and out["written"], out
    events = [(e.kind, e.subject, e.time.n) for e in load_case(str(game)).events]
    assert events == [("died", "Cat", 2), ("executed", "Dan", 2)]


def test_a_change_to_a_file_the_page_did_not_show_is_refused(client: TestClient,
                                                             game: Path) -> None:
    add(client, "died Ben night 2")
    stale = file_digest(game.read_bytes())
    assert add(client, "executed Ann day 1")["written"]  # now events[0] is Ann's execution
    before = game.read_bytes()
    status, out = edit(client, game, "events[0]", digest=stale)
    assert status == 400 and "changed since the page showed it" in out["error"]
    assert game.read_bytes() == before


def test_a_changed_fact_that_clashes_is_refused_then_forced(client: TestClient,
                                                            game: Path) -> None:
    for words in CLASH:
        assert add(client, words)["written"], words
    where = f"known[{len(load_case(str(game)).known) - 1}]"
    before = game.read_bytes()
    status, out = edit(client, game, where, "known evil(Cat) and evil(Ben)")
    assert status == 409 and out["refused"] and out["where"] == where
    assert game.read_bytes() == before
    assert 'data-where="' in out["html"]
    status, out = edit(client, game, where, "known evil(Cat) and evil(Ben)", force=True)
    assert status == 200 and out["written"]
    assert load_case(str(game)).known == ["evil(Cat) and evil(Ben)"]


@pytest.mark.parametrize("where", ["players[0]", "script", "players", "events[9]",
                                   "players[0].info[0]", "", "players[x].claim"])
def test_only_a_fact_can_be_taken_out(client: TestClient, game: Path, where: str) -> None:
    add(client, "claim Ann chef")
    before = game.read_bytes()
    status, out = edit(client, game, where)
    assert status == 400 and "\n" not in out["error"], out
    assert game.read_bytes() == before


def test_the_page_lists_each_fact_with_its_place(client: TestClient, game: Path) -> None:
    for words in ("claim Cat fortuneteller", "info Cat night 1 fortuneteller Ann Ben no",
                  "known evil(Ben) or evil(Dan)", "died Ben night 2"):
        add(client, words)
    settled(client)
    page = client.get("/").text
    assert f'data-digest="{file_digest(game.read_bytes())}"' in page
    for where, words in (("players[2].claim", "claim Cat fortuneteller"),
                         ("players[2].info[0]", "info Cat night 1 fortuneteller Ann Ben no"),
                         ("known[0]", "known &#34;evil(Ben) or evil(Dan)&#34;"),
                         ("events[0]", "died Ben night 2")):
        assert f'data-where="{where}" data-words="{words}"' in page, where


def test_a_new_game_on_a_script_file_in_the_folder(tmp_path: Path) -> None:
    from facts.scripts import script_path

    shutil.copy(script_path("tb"), tmp_path / "house.json")
    client = TestClient(make_app(None, folder=str(tmp_path)), base_url=HERE, headers=ORIGIN)
    r = client.post("/api/new", json={"file": "game.yaml", "script": "",
                                      "script_file": "house.json", "players": "A B C D E"})
    assert r.status_code == 200, r.text
    assert load_case(str(tmp_path / "game.yaml")).script_name == "house.json"


def test_serve_in_a_missing_folder_is_one_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from botc.cli import main

    r = CliRunner().invoke(main, ["serve", str(tmp_path / "no" / "game.yaml")])
    assert r.exit_code == 2 and r.output.count("\n") == 1, r.output
    assert "expected a file in an existing folder" in r.output


def test_a_new_game_on_an_uploaded_script(tmp_path: Path) -> None:
    from facts.scripts import script_path

    text = script_path("tb").read_text()
    client = TestClient(make_app(None, folder=str(tmp_path)), base_url=HERE, headers=ORIGIN)
    (tmp_path / "taken.json").write_text("[]")
    r = client.post("/api/new", json={"file": "game.yaml", "upload_name": "taken.json",
                                      "upload": text, "players": "A B C D E"})
    assert r.status_code == 400 and "not overwritten" in r.json()["error"]
    assert (tmp_path / "taken.json").read_text() == "[]"
    r = client.post("/api/new", json={"file": "game.yaml", "upload_name": "../../up.json",
                                      "upload": "{}", "players": "A B C D E"})
    assert r.status_code == 400 and "a list of characters" in r.json()["error"]
    r = client.post("/api/new", json={"file": "game.yaml", "upload_name": "../../up.json",
                                      "upload": text, "players": "A B C D E"})
    assert r.status_code == 200, r.text
    assert (tmp_path / "up.json").read_text() == text and not (tmp_path.parent / "up.json").exists()
    assert load_case(str(tmp_path / "game.yaml")).script_name == "up.json"


def test_a_page_on_another_name_for_this_machine_is_refused(game: Path) -> None:
    """Without a token only this machine's own names are served: a site whose
    name was made to point here (DNS rebinding) gets nothing."""
    app = make_app(str(game))
    for host in ("http://evil.example", "http://evil.example:8000"):
        client = TestClient(app, base_url=host, headers={"Origin": host})
        assert client.get("/api/state").status_code == 403
        assert client.post("/api/add", json={"words": ["claim", "Ann", "chef"]}
                           ).status_code == 403
    for host in ("http://127.0.0.1:8000", "http://localhost:8000", "http://[::1]:8000"):
        assert TestClient(app, base_url=host).get("/api/state").status_code == 200, host


def test_settings_are_listed_in_words_that_read_back(client: TestClient, game: Path) -> None:
    """Each setting's words in the list, given back as they are, change nothing."""
    from botc.serve.factlist import fact_list

    for words in ("claim Ann chef", "claim Ben empath", "claim Cat monk",
                  "hidden imp poisoner spy baron scarletwoman", "now day 2",
                  "counts townsfolk 3 outsider 0 minion 1 demon 1", "you Ann"):
        assert add(client, words)["written"], words
    case = load_case(str(game))
    settings = [f for f in fact_list(case)[0].facts if f.where and "[" not in f.where]
    assert {f.where for f in settings} == {"hidden", "now", "counts", "you"}
    for f in settings:
        before = game.read_bytes()
        status, out = edit(client, game, f.where, f.words)
        assert status == 200, (f, out)
        assert load_case(str(game)).__dict__ == {**case.__dict__, "path": str(game)}, f
        if out["written"]:  # the same words may give back the very same file
            assert client.post("/api/undo", json={}).status_code == 200
        assert game.read_bytes() == before


def test_an_engine_failure_is_one_line_and_touches_nothing(
        client: TestClient, game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure inside the solver (a bug) reaches the page as one line, and the
    answers go on from the file as it is."""

    def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("townsfolk")

    settled(client)
    before = game.read_bytes()
    monkeypatch.setattr(game_module.table, "add", broken)
    r = client.post("/api/add", json={"words": ["counts", "minion", "1"]})
    assert r.status_code == 500
    message = r.json()["error"]
    assert message.startswith("the solver failed on this fact (KeyError") and "\n" not in message
    assert game.read_bytes() == before and stray_files(game) == []
    assert settled(client)["demon"] == PLAYERS


def test_a_failure_while_answering_is_shown_and_the_next_answer_comes(
        client: TestClient, game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settled(client)
    real = game_module.answer_of

    def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("townsfolk")

    monkeypatch.setattr(game_module, "answer_of", broken)
    client.app.state.served.game.refresh()
    state = settled(client)
    assert state["error"] == "the solver failed on this game (KeyError: 'townsfolk')"
    monkeypatch.setattr(game_module, "answer_of", real)
    client.app.state.served.game.refresh()
    state = settled(client)
    assert state["error"] is None and state["demon"] == PLAYERS


def test_undo_then_redo(client: TestClient, game: Path) -> None:
    add(client, "claim Ann chef")
    after = game.read_bytes()
    r = client.post("/api/undo", json={})
    assert r.status_code == 200 and r.json()["fact"] == "claim Ann chef"
    assert load_case(str(game)).players[0].claim is None
    r = client.post("/api/redo", json={})
    assert r.status_code == 200 and r.json()["fact"] == "claim Ann chef"
    assert game.read_bytes() == after
    r = client.post("/api/redo", json={})
    assert r.status_code == 400 and "nothing to redo" in r.json()["error"]
    assert settled(client)["seats"] is not None


def test_a_report_its_ability_never_gives_then_is_refused_then_kept(client: TestClient,
                                                                    game: Path) -> None:
    """The Undertaker learns nothing on the first night ("Each night*"): such a
    report is kept only when insisted on, as `botc add` keeps it."""
    before = game.read_bytes()
    out = add(client, "info Ann night 1 undertaker chef")
    assert out["refused"] and not out["written"] and "nothing on night 1" in out["silent"]
    assert "Keep it anyway" in out["html"] and game.read_bytes() == before
    out = add(client, "info Ann night 1 undertaker chef", force=True)
    assert out["written"] and "kept anyway" in out["html"]


# ---- the answers shown are those of the file as it now is ---------------------------
def demon_of(game: Path) -> list[str]:
    """Who could be the Demon in the file as it now is, as `botc add` says it."""
    return list(solve(load_case(str(game)), table.TABLE_WORLDS, ends=False).demon)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Holds the answer thread before each answer while cleared: what a
    request returns with is then all the page is shown."""
    open_ = threading.Event()
    open_.set()
    real = game_module.Game._answer

    def answer(self: game_module.Game, *job: object) -> None:
        assert open_.wait(WAIT)
        real(self, *job)

    monkeypatch.setattr(game_module.Game, "_answer", answer)
    yield open_
    open_.set()


def shown(client: TestClient, game: Path) -> dict:
    """The answers as the page has them now, without waiting: a Demon line is
    the file's as it now is, or there is none and they say they are being
    worked out."""
    state = client.get("/api/state").json()
    if state["demon"] is None:
        assert state["working"], state
    else:
        assert state["demon"] == demon_of(game), state
        assert state["digest"] == file_digest(game.read_bytes()), state
    return state


def held(client: TestClient, game: Path, gate: threading.Event, url: str,
         body: dict) -> dict:
    """`url` posted while the answer thread is held: the page's answers right
    after, then (the thread let go) once every one is in, are the file's."""
    gate.clear()
    r = client.post(url, json=body)
    assert r.status_code in (200, 409), r.text
    shown(client, game)
    gate.set()
    state = settled(client)
    assert state["digest"] == file_digest(game.read_bytes())
    assert state["demon"] == demon_of(game) and state["seats"] is not None
    return r.json()


def test_after_a_refused_fact_an_undo_shows_the_file_as_it_now_is(
        client: TestClient, game: Path, gate: threading.Event) -> None:
    """The page's undo after a refusal showed the Demon line of the fact it
    took back (the answers stayed up, unmarked, until the answer thread came
    round); so did a redo, and a change to an earlier fact until its answers
    were in."""
    add(client, "known good(Ben) and good(Cat)")
    assert settled(client)["demon"] == ["Ann", "Dan", "Eve"]
    assert add(client, "known evil(Ben)")["refused"]
    assert shown(client, game)["demon"] == ["Ann", "Dan", "Eve"]
    assert held(client, game, gate, "/api/undo", {})["fact"] == "known good(Ben) and good(Cat)"
    assert demon_of(game) == PLAYERS
    with client.stream("GET", "/events?limit=1") as s:  # what the page's stream sends
        data = json.loads(next(line for line in s.iter_lines() if line.startswith("data:"))[5:])
    assert data["of"] == file_digest(game.read_bytes())
    assert "Who could be the Demon: <strong>Ann, Ben, Cat, Dan, Eve</strong>" in data["answers"]
    held(client, game, gate, "/api/redo", {})
    assert demon_of(game) == ["Ann", "Dan", "Eve"]
    add(client, "claim Dan soldier")
    assert held(client, game, gate, "/api/add", {"words": ["known", "good(Dan)"]})["written"]
    assert demon_of(game) == ["Ann", "Eve"]
    digest = file_digest(game.read_bytes())
    assert held(client, game, gate, "/api/edit", {"where": "known[0]", "digest": digest}
                )["written"]
    assert demon_of(game) == ["Ann", "Ben", "Cat", "Eve"]
    digest = file_digest(game.read_bytes())
    out = held(client, game, gate, "/api/edit", {"where": "players[3].claim", "digest": digest,
                                                 "words": ["claim", "Dan", "monk"]})
    assert out["written"] and load_case(str(game)).players[3].claim == "monk"


def current(client: TestClient, game: Path) -> dict:
    """The page's answers once they are of the file as it now is (the answer
    thread looks for a change made elsewhere twice a second)."""
    deadline = time.monotonic() + WAIT
    while True:
        assert client.app.state.served.game.wait_idle(WAIT)
        state = client.get("/api/state").json()
        if state["digest"] == file_digest(game.read_bytes()) and not state["working"]:
            return state
        assert time.monotonic() < deadline, f"the page still shows {state}"
        time.sleep(0.1)


def test_a_change_made_elsewhere_shows_even_at_the_same_time_and_size(
        client: TestClient, game: Path) -> None:
    """A `botc add` in a terminal shows in the page; so does an edit that
    leaves the file's size and time as they were (a coarse file-system clock,
    a same-length word), which a watcher on time and size never sees."""
    add(client, "claim Ann chef")
    settled(client)
    done = subprocess.run([sys.executable, "-m", "botc.cli", "add", str(game), "known",
                           "good(Ben)"], capture_output=True, text=True, timeout=WAIT)
    assert done.returncode == 0, done.stderr
    state = current(client, game)
    assert state["demon"] == demon_of(game) == ["Ann", "Cat", "Dan", "Eve"]
    before = game.stat()
    text = game.read_text()
    game.write_text(text.replace("good(Ben)", "good(Cat)"))  # in place, as an editor may
    os.utime(game, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert (game.stat().st_mtime_ns, game.stat().st_size) == (before.st_mtime_ns,
                                                              before.st_size)
    state = current(client, game)
    assert state["demon"] == demon_of(game) == ["Ann", "Ben", "Dan", "Eve"]


# ---- a new fact does not wait for the answer being worked out -------------------------
@pytest.fixture
def slow_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path]]:
    """Every answer's counting stage runs a model counter that does not end
    (until `release` is made, or ten minutes pass): each worker writes its
    process id to `started` first. Counting by listing gives up at once, so
    the counter is asked; its budget is an hour."""
    from answers import counts, worlds

    started, release = tmp_path / "started", tmp_path / "release"
    worker = tmp_path / "slow_worker.py"
    worker.write_text(
        "import os, sys, time\n"
        "sys.stdin.read()\n"
        f"with open({str(started)!r}, 'a') as f:\n"
        "    f.write(f'{os.getpid()}\\n')\n"
        "end = time.monotonic() + 600\n"
        f"while not os.path.exists({str(release)!r}) and time.monotonic() < end:\n"
        "    time.sleep(0.05)\n"
        "sys.exit('released')\n")
    monkeypatch.setattr(game_module, "COUNT_SECONDS", 3600.0)
    monkeypatch.setattr(worlds, "LIST_CAP", 0)
    monkeypatch.setattr(counts, "available", lambda: True)
    monkeypatch.setattr(counts, "WORKER", worker)
    yield started, release
    release.touch()


def within(what: str, ok: object, timeout: float = WAIT) -> object:
    """`ok()` once it is true, polled; a bound, not a measured time."""
    deadline = time.monotonic() + timeout
    while not (got := ok()):  # type: ignore[operator]
        assert time.monotonic() < deadline, f"waited {timeout:g} s for {what}"
        time.sleep(0.05)
    return got


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_second_fact_stops_the_first_answers_count_and_its_demon_line_comes_first(
        client: TestClient, game: Path, slow_count: tuple[Path, Path],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A fact tapped while the answer to the one before is still counting (a
    count that would run an hour) is written at once; the count is stopped
    (its worker process ended), the new file's Demon line comes before its
    seat table and is `botc solve`'s, and after the change nothing of the old
    file is shown. Before, the new fact waited for the count to end."""
    started, release = slow_count
    shown: list[tuple[int, str, list[str] | None, bool]] = []
    real = game_module.Game._set

    def spy(self: game_module.Game, *args: object, **changes: object) -> None:
        real(self, *args, **changes)
        a = self.answers
        shown.append((self.version, a.digest, a.demon, a.seats is not None))

    monkeypatch.setattr(game_module.Game, "_set", spy)
    assert add(client, "claim Ann chef")["written"]
    pid = int(within("the first answer's count", lambda: started.exists()
                     and started.read_text().split()[:1])[0])  # type: ignore[index]
    old = file_digest(game.read_bytes())
    replies: list[dict] = []
    second = threading.Thread(target=lambda: replies.append(add(client, "known good(Ben)")),
                              daemon=True)
    second.start()
    second.join(WAIT)
    try:
        assert replies, "the second fact waited for the first answer's count"
        reply = replies[0]
        assert reply["written"], reply
        new = file_digest(game.read_bytes())
        assert new != old
        within("the first answer's counter ended", lambda: not alive(pid))
        state = within("the second fact's Demon line", lambda: (
            s := client.get("/api/state").json())["digest"] == new and s["demon"] is not None
            and s)
        done = subprocess.run([sys.executable, "-m", "botc.cli", "solve", str(game), "--json",
                               "--count-seconds", "0"], capture_output=True, text=True,
                              timeout=WAIT)
        assert done.returncode == 0, done.stderr
        cli = list(json.loads(done.stdout)["demon"])
        assert state["demon"] == cli == ["Ann", "Cat", "Dan", "Eve"], state  # type: ignore[index]
        after = [s for s in shown if s[0] >= reply["version"]]
        assert after and all(digest == new for _, digest, _, _ in after), after
        assert all(demon in (None, cli) for _, _, demon, _ in after), after
        first_demon = next(k for k, s in enumerate(after) if s[2] is not None)
        first_table = next((k for k, s in enumerate(after) if s[3]), len(after))
        assert first_demon < first_table, after
    finally:
        release.touch()
        second.join(WAIT)


def test_no_z3_terms_leave_the_engine_lock(game: Path) -> None:
    """Z3's context is not thread-safe, and a Z3 reference dropped in a request's
    thread while the answer thread works corrupts it (an assertion in Z3's
    ast.cpp, seen once under load): what a change returns holds no World, and
    the answer thread frees cycles only holding the engine."""
    import gc

    g = game_module.Game(str(game))
    try:
        out = g.add("claim Ann chef".split())
        assert out.written and out.result is not None and out.result.consistent
        assert out.result.world is None and out.result.enumerator is None
        assert not gc.isenabled()
        assert g.wait_idle(300)
    finally:
        g.close()
        gc.enable()
