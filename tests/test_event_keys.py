"""Every key of an event is read or refused (issue 28: a fact silently lost is
the worst bug). An ability's event takes the keys its rule declares
(`public_action` or `event_keys`); a misspelt or misplaced key is a one-line
error naming the file, the event, the key and the keys allowed, from the case
loader, the CLI and `botc add` alike."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner, Result

from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case
from engine.rule import Rule
from rules.registry import all_rules

NAMES = ["Tim", "Anna", "Sula", "Matt", "Dan", "Josh", "You"]
CLAIMS = ["empath", "chef", "saint", "slayer", "virgin", "monk", "soldier"]


def case(events: list[Any]) -> dict[str, Any]:
    return {"title": "t", "script": "tb",
            "players": [{"name": n, "claim": c} for n, c in zip(NAMES, CLAIMS, strict=True)],
            "events": events}


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "case.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def botc(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


REFUSED = [
    # A typo on an ability's event that declares no public action.
    ({"day": 2, "doomsayer": "Tim", "dide": "Anna"}, "dide", "expected: died"),
    ({"day": 1, "alsaahir": "Tim", "minions": ["Anna"], "demon": ["Sula"]}, "demon",
     "expected: minions, demons"),
    ({"day": 1, "cultleader": "Tim", "voter": ["Anna"]}, "voter", "expected: voters, ended"),
    ({"day": 1, "judge": "Tim", "target": "Anna", "verdit": "pass"}, "verdit",
     "expected: target, verdict"),
    ({"day": 1, "moonchild": "Tim", "chosen": "Anna"}, "chosen", "expected: chose"),
    ({"night": 1, "revolutionary": "Tim", "width": "Anna"}, "width", "expected: with"),
    ({"day": 1, "hellslibrarian": "Tim", "lose": "vote"}, "lose", "expected: lost"),
    ({"night": 2, "banshee": "Tim", "by": "Anna"}, "by", "expected: nothing else"),
    ({"night": 1, "vizier": "Tim", "target": "Anna"}, "target", "expected: nothing else"),
    ({"night": 2, "fearmonger": "new", "chose": "Anna"}, "chose", "expected: nothing else"),
    ({"day": 1, "goblin": "Tim", "voters": ["Anna"]}, "voters", "expected: nothing else"),
    ({"night": 1, "gnome": "Tim", "with": "Anna"}, "with", "expected: nothing else"),
    ({"night": 2, "alhadikhia": ["Tim", "Anna", "Sula"], "died": "Tim"}, "died",
     "a death is its own event"),
    ({"night": 1, "stormcatcher": "empath", "player": "Tim"}, "player",
     "expected: nothing else"),
    # A death on the Klutz's or the Gossip's event: neither ability kills then.
    ({"day": 2, "klutz": "Tim", "chose": "Anna", "died": "Anna"}, "died",
     "expected: chose (a death is its own event: {day: N, died: P}"),
    ({"day": 2, "gossip": "Tim", "statement": "evil(Anna)", "died": "Anna"}, "died",
     "expected: statement (a death is its own event"),
    # The Alsaahir's lists on any other event.
    ({"day": 1, "executed": "Tim", "minions": ["Anna"]}, "minions", "executed event"),
    ({"day": 1, "slayer": "Tim", "target": "Anna", "demons": ["Anna"]}, "demons",
     "expected: target, died"),
    ({"day": 1, "judge": "Tim", "target": "Anna", "verdict": "pass", "minions": ["Sula"]},
     "minions", "expected: target, verdict"),
    ({"day": 1, "nominated": "Tim", "by": "Anna", "demons": ["Tim"]}, "demons",
     "expected: by, votes, voters"),
]


@pytest.mark.parametrize(("event", "key", "expected"), REFUSED)
def test_an_unknown_key_is_refused(tmp_path: Path, event: dict, key: str, expected: str) -> None:
    path = write(tmp_path, case([{"day": 1, "executed": "Josh"}, event]))
    with pytest.raises(CaseError) as e:
        load_case(str(path))
    message = str(e.value)
    assert e.value.key == f"events[1].{key}", message
    assert message.startswith(f"{path}: events[1].{key}: unknown key {key!r}"), message
    assert expected in message and "\n" not in message


ACCEPTED = [
    ({"day": 1, "doomsayer": "Tim", "died": "Anna"}, {"died": "Anna"}),
    ({"day": 1, "doomsayer": "Tim", "died": False}, {"died": False}),
    ({"day": 1, "alsaahir": "Tim", "minions": ["Anna"], "demons": ["Sula"]},
     {"minions": ["Anna"], "demons": ["Sula"]}),
    ({"day": 1, "cultleader": "Tim", "voters": ["Anna", "Sula"], "ended": True},
     {"voters": ["Anna", "Sula"], "ended": True}),
    ({"day": 1, "judge": "Tim", "target": "Anna", "verdict": "fail"},
     {"target": "Anna", "verdict": "fail"}),
    ({"day": 1, "moonchild": "Tim", "chose": "Anna"}, {"chose": "Anna"}),
    ({"day": 1, "moonchild": "Tim"}, {}),
    ({"night": 1, "revolutionary": "Tim", "with": "Anna"}, {"with": "Anna"}),
    ({"day": 1, "hellslibrarian": "Tim", "lost": "vote"}, {"lost": "vote"}),
    ({"night": 2, "banshee": "Tim"}, {}),
    ({"night": 1, "vizier": "Tim"}, {}),
    ({"night": 2, "fearmonger": "new"}, {}),
    ({"day": 1, "goblin": "Tim"}, {}),
    ({"night": 1, "gnome": "Tim"}, {}),
    ({"night": 2, "alhadikhia": ["Tim", "Anna", "Sula"]}, {}),
    ({"night": 1, "stormcatcher": "empath"}, {}),
    ({"day": 1, "klutz": "Tim", "chose": "Anna"}, {"chose": "Anna"}),
    ({"day": 1, "gossip": "Tim", "statement": "evil(Anna)"}, {"statement": "evil(Anna)"}),
]


@pytest.mark.parametrize(("event", "fields"), ACCEPTED)
def test_each_documented_form_is_kept(tmp_path: Path, event: dict, fields: dict) -> None:
    loaded = load_case(str(write(tmp_path, case([event])))).events[0]
    assert loaded.fields == fields


def test_every_declared_key_is_read_by_an_event_rule() -> None:
    """A rule declaring `event_keys` encodes its events (by day or by night): a
    key it declares is never one the solver drops."""
    for cid, r in all_rules().items():
        if r.event_keys:
            classes = [k for k in type(r).__mro__ if k is not Rule]
            assert any("day_action" in vars(k) or "night_event" in vars(k) for k in classes), cid
            assert r.public_action is None, cid


def test_the_cli_refuses_a_typo_in_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, case([{"day": 2, "doomsayer": "Tim", "dide": "Anna"}]))
    for command in ("check", "solve"):
        r = botc(command, path)
        assert r.exit_code == 2, (r.exit_code, r.output)
        assert "Traceback" not in r.stderr
        lines = r.stderr.splitlines()
        assert len(lines) == 1, r.stderr
        assert lines[0] == (f"error: {path}: events[0].dide: unknown key 'dide' for a "
                            f"doomsayer event; expected: died"), lines[0]


def test_botc_add_refuses_the_same_typo_and_writes_nothing(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    r = botc("new", game, "--script", "tb", "--players", "Ann, Ben, Cat, Dan, Eve")
    assert r.exit_code == 0, r.output
    before = game.read_bytes()
    for words, key, expected in [
        (("doomsayer", "Ann", "day", "1", "dide", "Ben"), "dide", "expected: died"),
        (("klutz", "Ann", "day", "1", "chose", "Ben", "died", "Ben"), "died",
         "expected: chose (a death is its own event"),
        (("executed", "Ann", "day", "1", "minions", "Ben"), "minions", "executed event"),
    ]:
        r = botc("add", game, *words, "--max-worlds", 1)
        assert r.exit_code == 2, r.output
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
        assert lines[0].startswith(f"error: {game}: events[0].{key}: unknown key {key!r}"), \
            lines[0]
        assert expected in lines[0], lines[0]
        assert game.read_bytes() == before
    r = botc("add", game, "doomsayer", "Ann", "day", "1", "died", "Ben", "--max-worlds", 1)
    assert r.exit_code == 0, r.output
    assert load_case(str(game)).events[0].fields == {"died": "Ben"}


def test_botc_add_ends_a_list_of_players_at_a_declared_key(tmp_path: Path) -> None:
    """`ended` is a key of the Cult Leader's event: it ends the list of voters."""
    game = tmp_path / "game.yaml"
    assert botc("new", game, "--script", "visitors", "--players",
                "Ann, Ben, Cat, Dan, Eve, Fay, Gus").exit_code == 0
    r = botc("add", game, "cultleader", "Ann", "day", "1", "voters", "Ben", "Cat",
             "ended", "no", "--max-worlds", 1, "--force")
    assert r.exit_code == 0, r.output
    assert load_case(str(game)).events[0].fields == {"voters": ["Ben", "Cat"], "ended": False}
