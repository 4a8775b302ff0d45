"""Case files: the shared puzzles parse; every documented mistake is one CaseError
naming the file, the key path and what was expected."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from caselang import parse as caseparse
from caselang.case import RULE_DEFAULTS, ClaimChange, Time
from caselang.errors import CaseError
from caselang.parse import load_case, parse_case
from caselang.payloads import Number, Players
from engine.rule import Rule

NQT = Path(__file__).parents[2] / "shared/cases/nqt"

NAMES = ["You", "Tim", "Anna", "Sula", "Matt", "Dan", "Josh"]


def nqt_files() -> list[Path]:
    return sorted(NQT.glob("*.yaml")) if NQT.is_dir() else []


def base(**extra: Any) -> dict[str, Any]:
    """A small valid Trouble Brewing case; tests break one thing at a time."""
    case: dict[str, Any] = {
        "title": "t",
        "script": "tb",
        "players": [{"name": n, "claim": c} for n, c in zip(NAMES, TB_CLAIMS, strict=True)],
        "events": [{"day": 1, "executed": "Tim"}, {"night": 2, "died": "Anna"}],
    }
    case.update(extra)
    return case


TB_CLAIMS = ["empath", "chef", "saint", "slayer", "virgin", "monk", "soldier"]


def write(tmp_path: Path, data: Any, name: str = "case.yaml") -> Path:
    path = tmp_path / name
    text = data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False)
    path.write_text(text, encoding="utf-8")
    return path


def error(tmp_path: Path, data: Any, name: str = "case.yaml") -> CaseError:
    path = write(tmp_path, data, name)
    with pytest.raises(CaseError) as e:
        load_case(str(path))
    message = str(e.value)
    assert name in message
    assert "\n" not in message
    return e.value


def expect_error(tmp_path: Path, data: Any, key: str, *expected: str) -> CaseError:
    e = error(tmp_path, data)
    assert e.key == key, str(e)
    assert key in str(e)
    for text in expected:
        assert text in str(e), str(e)
    return e


class FakeRule(Rule):
    def __init__(self, id: str, payload: Any) -> None:
        self.id = id
        self.payload = payload


@pytest.fixture
def shapes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Known payload shapes, whatever the rules registry holds today."""
    fake = {
        "empath": FakeRule("empath", Number(0, 2)),
        "fortuneteller": FakeRule("fortuneteller", Players(2, flag=True)),
        "washerwoman": FakeRule("washerwoman", Players(2, char="townsfolk")),
    }
    monkeypatch.setattr(caseparse, "rule", fake.get)


# ---------------------------------------------------------------- good cases


@pytest.mark.parametrize("path", nqt_files(), ids=lambda p: p.name)
def test_shared_cases_parse(path: Path) -> None:
    case = load_case(str(path))
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert case.names == [p["name"] for p in raw["players"]]
    assert len(case.events) == len(raw.get("events") or [])
    assert [e.index for e in case.events] == list(range(len(case.events)))
    for world in (case.expect or {}).get("worlds", []):
        assert len(world) == len(case.players)
        assert all(c in case.script for c in world)


def test_shared_cases_present() -> None:
    if not NQT.is_dir():
        pytest.skip(f"{NQT} is not there")
    assert len(nqt_files()) >= 30


def test_minimal_case_defaults(tmp_path: Path) -> None:
    case = load_case(str(write(tmp_path, base())))
    assert case.script_name == "tb"
    assert "imp" in case.script and "_meta" not in case.script
    assert case.rules == RULE_DEFAULTS
    assert case.hidden is None and case.counts is None and case.now is None
    assert case.you is None and case.known == [] and case.you_might_be == []
    assert case.events[0].kind == "executed" and case.events[0].subject == "Tim"
    assert case.events[1].time == Time("night", 2)
    assert case.path.endswith("case.yaml")


def test_json_case(tmp_path: Path) -> None:
    case = load_case(str(write(tmp_path, json.dumps(base()), "case.json")))
    assert case.names == NAMES


def test_character_spellings_are_normalised(tmp_path: Path) -> None:
    data = base(script=["Fortune Teller", "scarlet_woman", "Lil' Monsta", "IMP", *TB_CLAIMS])
    data["players"][0]["claim"] = "fortune-teller"
    data["hidden"] = ["Scarlet Woman", "lil_monsta", "imp"]
    case = load_case(str(write(tmp_path, data)))
    assert case.script_name == "custom"
    assert case.script[:4] == ["fortuneteller", "scarletwoman", "lilmonsta", "imp"]
    assert case.players[0].claim == "fortuneteller"
    assert case.hidden == ["scarletwoman", "lilmonsta", "imp"]


def test_script_file_relative_to_case(tmp_path: Path) -> None:
    (tmp_path / "scripts").mkdir()
    script = [{"id": "_meta", "name": "Mine"}, "imp", {"id": "scarlet_woman"}, *TB_CLAIMS]
    (tmp_path / "scripts/mine.json").write_text(json.dumps(script), encoding="utf-8")
    case = load_case(str(write(tmp_path, base(script="scripts/mine.json"))))
    assert case.script_name == "scripts/mine.json"
    assert case.script[:2] == ["imp", "scarletwoman"]


@pytest.mark.parametrize("script", ["tb", "bmr", "snv", "TB"])
def test_builtin_scripts(tmp_path: Path, script: str) -> None:
    data = base(script=script)
    for p in data["players"]:
        p.pop("claim")
    case = load_case(str(write(tmp_path, data)))
    assert case.script_name == script.lower()
    assert len(case.script) >= 20


def test_travellers_and_fabled_on_the_script_are_kept(tmp_path: Path) -> None:
    data = base(script=[*TB_CLAIMS, "imp", "thief", "doomsayer"])
    data["players"].append({"name": "Trav", "claim": "thief"})
    case = load_case(str(write(tmp_path, data)))
    assert {"thief", "doomsayer"} <= set(case.script)
    assert len(case.players) == 8


def test_all_optional_keys(tmp_path: Path) -> None:
    data = base(
        you="You",
        you_might_be=["drunk", "Empath"],
        hidden=["imp", "poisoner", "drunk"],
        counts={"townsfolk": 5, "outsiders": 0, "minion": 1, "demon": 1},
        rules={"demon_attacks_dead": False, "one_registration_per_reading": True},
        known=["evil(Tim) or evil(Anna)", "count(evil) == 2"],
        now={"day": 3},
        expect={
            "worlds": [["Empath", "chef", "imp", "slayer", "virgin", "poisoner", "soldier"]],
            "worlds_end": [["empath", "chef", "imp", "slayer", "virgin", "poisoner", "soldier"]],
            "demon": ["Anna"],
            "consistent": True,
        },
    )
    data["players"][0]["info"] = [{"night": 1, "empath": 0}, {"night": 2, "empath": 1}]
    data["players"][1]["claim"] = ["chef", {"night": 3, "is": "imp"}]
    case = load_case(str(write(tmp_path, data)))
    assert case.you == "You"
    assert case.you_might_be == ["drunk", "empath"]
    assert case.hidden == ["imp", "poisoner", "drunk"]
    assert case.counts == {"townsfolk": 5, "outsider": 0, "minion": 1, "demon": 1}
    assert case.rules == {**RULE_DEFAULTS, "demon_attacks_dead": False,
                          "one_registration_per_reading": True}
    assert RULE_DEFAULTS["one_registration_per_reading"] is False
    assert case.known == ["evil(Tim) or evil(Anna)", "count(evil) == 2"]
    assert case.now == Time("day", 3)
    assert case.expect is not None
    assert case.expect["worlds"][0][0] == "empath"
    assert case.expect["demon"] == ["Anna"] and case.expect["consistent"] is True
    assert [i.ability for i in case.players[0].info] == ["empath", "empath"]
    assert case.players[0].info[1].where == "players[0].info[1]"
    assert case.players[1].claim == "chef"
    assert case.players[1].changes == [ClaimChange(Time("night", 3), "imp")]


def test_events_of_every_kind(tmp_path: Path) -> None:
    events = [
        {"day": 1, "nominated": "Tim", "by": "Anna", "votes": 3, "voters": ["You", "Sula", "Matt"]},
        {"day": 1, "voted": ["You", "Sula"]},
        {"day": 1, "slayer": "Matt", "target": "Dan", "died": False},
        {"day": 1, "virgin": "Dan", "nominated_by": "Josh", "executed": "Josh"},
        {"day": 1, "doomsayer": "Sula", "died": "Tim"},
        {"day": 1, "klutz": "Tim", "chose": "Anna"},
        {"day": 1, "gossip": "Anna", "statement": "is(Tim, demon)"},
        {"day": 2, "died": "You", "after_nominating": True},
        {"day": 2, "died": "Sula", "after_nominated_by": "Matt"},
        {"day": 2, "died": "Matt", "by": "Witch"},
        {"day": 2, "executed": "Dan", "died": False},
        {"night": 3, "died": "Tim"},
    ]
    case = load_case(str(write(tmp_path, base(events=events))))
    kinds = [e.kind for e in case.events]
    assert kinds == [
        "nominated", "voted", "slayer", "virgin", "doomsayer", "klutz", "gossip",
        "died", "died", "died", "executed", "died",
    ]  # fmt: skip
    e = case.events
    assert e[0].subject == "Tim" and e[0].fields == {
        "by": "Anna", "votes": 3, "voters": ["You", "Sula", "Matt"]
    }  # fmt: skip
    assert e[1].subject == ["You", "Sula"]
    assert e[2].fields == {"target": "Dan", "died": False}
    assert e[3].fields == {"nominated_by": "Josh", "executed": "Josh"}
    assert e[4].subject == "Sula" and e[4].fields == {"died": "Tim"}
    assert e[6].fields == {"statement": "is(Tim, demon)"}
    assert e[7].fields == {"after_nominating": True}
    assert e[9].fields == {"by": "witch"}
    assert e[10].fields == {"died": False}
    assert [x.index for x in e] == list(range(len(events)))
    assert e[3].where == "events[3]"


def test_an_ability_event_about_several_players(tmp_path: Path) -> None:
    """An ability's public event may name several players at once (the
    Al-Hadikhia's three): its value is the list, each a known player."""
    events = [{"night": 2, "alhadikhia": ["Tim", "Anna", "Sula"]}]
    case = load_case(str(write(tmp_path, base(events=events))))
    assert case.events[0].kind == "alhadikhia"
    assert case.events[0].subject == ["Tim", "Anna", "Sula"]


def test_payloads_go_through_the_rule_shape(tmp_path: Path, shapes: None) -> None:
    data = base()
    data["players"][0]["info"] = [
        {"night": 1, "empath": 2},
        {"night": 2, "Fortune Teller": ["Tim", "Anna", "yes"]},
        {"night": 1, "washerwoman": ["Tim", "Anna", "Chef"]},
        {"night": 1, "undertaker": "whatever, no rule"},
    ]
    case = load_case(str(write(tmp_path, data)))
    payloads = [i.payload for i in case.players[0].info]
    assert payloads == [2, ("Tim", "Anna", True), ("Tim", "Anna", "chef"), "whatever, no rule"]
    assert case.players[0].info[1].ability == "fortuneteller"


def test_parse_case_takes_loaded_data(tmp_path: Path) -> None:
    case = parse_case(base(), "memory.yaml", str(tmp_path))
    assert case.path == "memory.yaml"


# ---------------------------------------------------------------- errors: file


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CaseError) as e:
        load_case(str(tmp_path / "nope.yaml"))
    assert "nope.yaml" in str(e.value) and "expected a readable case file" in str(e.value)


def test_bad_yaml(tmp_path: Path) -> None:
    e = error(tmp_path, "players: [\n  - name: x\n  bad: : :\n")
    assert "line" in e.key and "expected valid YAML" in str(e)


def test_empty_file(tmp_path: Path) -> None:
    assert "empty" in str(error(tmp_path, "  \n# only a comment\n"))


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "case.yaml"
    path.write_bytes(b"title: caf\xe9\n")
    with pytest.raises(CaseError, match="case.yaml: .*expected UTF-8"):
        load_case(str(path))


def test_top_level_not_a_mapping(tmp_path: Path) -> None:
    expect_error(tmp_path, "- a\n- b\n", "(top level)", "expected a mapping")


def test_unknown_top_level_key(tmp_path: Path) -> None:
    expect_error(tmp_path, base(playrs=[]), "playrs", "unknown key 'playrs'", "players", "script")


@pytest.mark.parametrize("key", ["script", "players"])
def test_required_keys(tmp_path: Path, key: str) -> None:
    data = base()
    del data[key]
    expect_error(tmp_path, data, key, "missing")


def test_duplicate_yaml_key(tmp_path: Path) -> None:
    text = yaml.safe_dump(base(), sort_keys=False) + "title: again\n"
    e = error(tmp_path, text)
    assert "duplicate key 'title'" in str(e) and "line" in e.key


# ---------------------------------------------------------------- errors: script


def test_unknown_script_id(tmp_path: Path) -> None:
    expect_error(tmp_path, base(script="tbb"), "script", "built-in script id", "did you mean tb")


def test_unknown_character_on_script(tmp_path: Path) -> None:
    expect_error(
        tmp_path, base(script=["imp", "fortune teler"]), "script[1]",
        "'fortune teler'", "fortuneteller",
    )  # fmt: skip


def test_bad_script_file(tmp_path: Path) -> None:
    (tmp_path / "s.json").write_text('["imp",', encoding="utf-8")
    expect_error(tmp_path, base(script="s.json"), "script", "expected script JSON")
    (tmp_path / "s.json").write_text('[{"id": "_meta"}, "impp"]', encoding="utf-8")
    expect_error(tmp_path, base(script="s.json"), "script[0]", "in s.json", "did you mean imp")
    (tmp_path / "s.json").write_text('{"id": "imp"}', encoding="utf-8")
    expect_error(tmp_path, base(script="s.json"), "script", "JSON array")


def test_homebrew_characters_named_in_one_error(tmp_path: Path) -> None:
    """A script JSON naming characters outside the official list (homebrew ones,
    as a string or as a custom object) gets one error naming each of them."""
    homebrew = [{"id": "_meta", "name": "Mine"}, "imp", "mynewguy",
                {"id": "custom_thing", "team": "townsfolk", "ability": "Anything."}]
    (tmp_path / "s.json").write_text(json.dumps(homebrew), encoding="utf-8")
    e = expect_error(tmp_path, base(script="s.json"), "script", "in s.json", "'mynewguy'",
                     "'custom_thing'", "homebrew characters are not supported")
    assert "'imp'" not in str(e)


# ---------------------------------------------------------------- errors: players


def test_unknown_claim_suggests_spellings(tmp_path: Path) -> None:
    data = base(script=[*TB_CLAIMS, "fortuneteller", "imp"])
    data["players"][3]["claim"] = "fortune teler"
    expect_error(tmp_path, data, "players[3].claim", "'fortune teler'", "fortuneteller")


def test_claim_not_on_script(tmp_path: Path) -> None:
    data = base()
    data["players"][2]["claim"] = "clockmaker"
    expect_error(tmp_path, data, "players[2].claim", "on the script", "clockmaker")


def test_bad_claim_change(tmp_path: Path) -> None:
    data = base()
    data["players"][2]["claim"] = ["saint", {"night": 3, "becomes": "imp"}]
    expect_error(tmp_path, data, "players[2].claim[1]", "night/day and is")


@pytest.mark.parametrize("n", [4, 16])
def test_player_count(tmp_path: Path, n: int) -> None:
    data = base(events=[])
    data["players"] = [{"name": f"P{i}"} for i in range(n)]
    expect_error(tmp_path, data, "players", f"no setup counts for {n} players")


def test_too_many_seats(tmp_path: Path) -> None:
    data = base(events=[])
    data["players"] = [{"name": f"P{i}"} for i in range(30)]
    expect_error(tmp_path, data, "players", "at most 20")


def test_duplicate_player(tmp_path: Path) -> None:
    data = base()
    data["players"][3]["name"] = "Tim"
    expect_error(tmp_path, data, "players[3].name", "unique player name", "'Tim'")


def test_missing_and_bool_names(tmp_path: Path) -> None:
    data = base()
    del data["players"][2]["name"]
    expect_error(tmp_path, data, "players[2]", "expected a name")
    text = yaml.safe_dump(base(), sort_keys=False).replace("name: Anna", "name: no")
    expect_error(tmp_path, text, "players[2].name", "expected a player name", "quote")


def test_alive_is_never_written(tmp_path: Path) -> None:
    data = base()
    data["players"][1]["alive"] = False
    expect_error(tmp_path, data, "players[1].alive", "unknown key", "deaths come from events")


def test_you_must_be_a_player(tmp_path: Path) -> None:
    expect_error(tmp_path, base(you="Tm"), "you", "'Tm'", "did you mean Tim")


# ---------------------------------------------------------------- errors: info


@pytest.mark.parametrize(
    ("entry", "key", "expected"),
    [
        ({"empath": 0}, "players[0].info[0]", "exactly one of night: N or day: N"),
        ({"night": 1, "day": 1, "empath": 0}, "players[0].info[0]", "got both"),
        ({"night": 0, "empath": 0}, "players[0].info[0].night", "from 1 to 20, got 0"),
        ({"night": 21, "empath": 0}, "players[0].info[0].night", "from 1 to 20, got 21"),
        ({"night": "one", "empath": 0}, "players[0].info[0].night", "a night number"),
        ({"night": 1}, "players[0].info[0]", "exactly one ability key"),
        ({"night": 1, "empath": 0, "chef": 1}, "players[0].info[0]", "got empath, chef"),
        ({"night": 1, "empth": 0}, "players[0].info[0].empth", "did you mean empath"),
        ("empath 0", "players[0].info[0]", "expected a mapping"),
    ],
)
def test_bad_info_entries(tmp_path: Path, entry: Any, key: str, expected: str) -> None:
    data = base()
    data["players"][0]["info"] = [entry]
    expect_error(tmp_path, data, key, expected)


def test_bad_payloads(tmp_path: Path, shapes: None) -> None:
    data = base()
    data["players"][2]["info"] = [{"night": 1, "empath": 5}]
    expect_error(tmp_path, data, "players[2].info[0].empath", "from 0 to 2")
    data["players"][2]["info"] = [{"night": 1, "fortuneteller": ["Tm", "Anna", "yes"]}]
    expect_error(tmp_path, data, "players[2].info[0].fortuneteller", "'Tm'", "did you mean Tim")
    data["players"][2]["info"] = [{"night": 1, "washerwoman": ["Tim", "Anna", "imp"]}]
    expect_error(tmp_path, data, "players[2].info[0].washerwoman", "expected a townsfolk", "imp")
    data["players"][2]["info"] = [{"night": 1, "washerwoman": ["Tim", "Anna", "chief"]}]
    expect_error(tmp_path, data, "players[2].info[0].washerwoman", "did you mean chef")


def test_too_many_info_entries(tmp_path: Path) -> None:
    data = base()
    data["players"][0]["info"] = [{"night": 1, "empath": 0}] * 300
    data["players"][1]["info"] = [{"night": 1, "chef": 0}] * 300
    expect_error(tmp_path, data, "players[1].info", "at most 500 info entries")


def test_info_after_now(tmp_path: Path) -> None:
    data = base(now={"day": 2})
    data["players"][0]["info"] = [{"night": 3, "empath": 0}]
    expect_error(tmp_path, data, "players[0].info[0].night", "no later than now (day 2)", "night 3")
    data = base(now={"night": 1}, events=[])
    data["events"] = [{"day": 1, "executed": "Tim"}]
    expect_error(tmp_path, data, "events[0].day", "no later than now (night 1)")
    expect_error(tmp_path, base(now={"day": 2, "night": 2}), "now", "got both")
    data = base(now={"day": 2})
    data["players"][1]["claim"] = ["chef", {"night": 3, "is": "imp"}]
    expect_error(tmp_path, data, "players[1].claim[1].night", "no later than now")


# ---------------------------------------------------------------- errors: events


@pytest.mark.parametrize(
    ("event", "key", "expected"),
    [
        ({"executed": "Tim"}, "events[0]", "exactly one of night: N or day: N"),
        ({"day": 1, "exectued": "Tim"}, "events[0]", "expected an event key"),
        ({"day": 1, "executed": "Tm"}, "events[0].executed", "did you mean Tim"),
        ({"night": 1, "executed": "Tim"}, "events[0].night", "executed event on a day"),
        ({"day": 1, "slayer": "Tim", "died": False}, "events[0]", "expected target"),
        ({"day": 1, "slayer": "Tim", "targt": "Anna"}, "events[0].targt", "target, died"),
        ({"day": 1, "slayer": "Tim", "target": "Anna", "died": "?"}, "events[0].died", "yes or no"),
        ({"day": 1, "nominated": "Tim"}, "events[0]", "expected by"),
        ({"day": 1, "nominated": "Tim", "by": "Anna", "votes": -1}, "events[0].votes", "from 0"),
        ({"day": 1, "voted": "Tim"}, "events[0].voted", "expected a list of players"),
        ({"day": 1, "voted": ["Tim", "Tim"]}, "events[0].voted", "at most once"),
        ({"day": 1, "died": "Tim", "by": "wtch"}, "events[0].by", "did you mean witch"),
        ({"day": 1, "gossip": "Tim", "statement": "evil(Tm)"}, "events[0].statement", "Tim"),
        ({"day": 1, "gossip": "Tim", "statement": "evil(Tim"}, "events[0].statement", "')'"),
        ({"day": 1, "klutz": "Tim", "chose": "Anaa"}, "events[0].chose", "did you mean Anna"),
        ({"day": 1, "doomsayer": "Tm", "died": "Anna"}, "events[0].doomsayer", "Tim"),
        ("day 1 Tim executed", "events[0]", "expected a mapping"),
        ({"night": 2, "alhadikhia": ["Tim", "Tim"]}, "events[0].alhadikhia", "at most once"),
        ({"night": 2, "alhadikhia": ["Tim", "Tm"]}, "events[0].alhadikhia[1]", "Tim"),
    ],
)
def test_bad_events(tmp_path: Path, event: Any, key: str, expected: str) -> None:
    expect_error(tmp_path, base(events=[event]), key, expected)


def test_too_many_events(tmp_path: Path) -> None:
    expect_error(
        tmp_path, base(events=[{"night": 2, "died": "Tim"}] * 501), "events", "at most 500"
    )


def test_statement_length(tmp_path: Path) -> None:
    long = " or ".join(["evil(Tim)"] * 200)
    expect_error(tmp_path, base(known=[long]), "known[0]", "at most 2000 characters")


# ---------------------------------------------------------------- errors: other keys


@pytest.mark.parametrize(
    ("extra", "key", "expected"),
    [
        ({"hidden": ["imp", "vortox"]}, "hidden[1]", "on the script"),
        ({"hidden": {"imp": 1}}, "hidden[0]", "expected a character name"),
        ({"you_might_be": ["drunkk"]}, "you_might_be[0]", "did you mean drunk"),
        ({"counts": {"townsfolk": 5, "minions": -1}}, "counts.minions", "from 0"),
        ({"counts": {"evil": 2}}, "counts.evil", "townsfolk, outsider"),
        ({"counts": {"townsfolk": 5, "outsider": 1, "minion": 1, "demon": 1}}, "counts",
         "adding up to 7"),
        ({"counts": {"minion": 2}}, "counts", "expected townsfolk, outsider, demon too"),
        ({"rules": {"demon_attack_dead": False}}, "rules.demon_attack_dead",
         "demon_attacks_dead"),
        ({"rules": {"finish_day": "sometimes"}}, "rules.finish_day", "true or false"),
        ({"rules": {"one_registration_per_reading": 1}}, "rules.one_registration_per_reading",
         "true or false"),
        ({"rules": {"false_info_plain_truth": "yes"}},
         "rules.false_info_plain_truth", "true or false"),
        ({"known": ["is(Tim, fortune teler)"]}, "known[0]", "did you mean fortuneteller"),
        ({"known": ["count(evil) === 1"]}, "known[0]", "expected a statement"),
        ({"now": {"week": 2}}, "now", "exactly one of night"),
        ({"expect": {"world": []}}, "expect.world", "worlds, worlds_end"),
        ({"expect": {"worlds": [["imp"]]}}, "expect.worlds[0]", "list of 7 characters"),
        ({"expect": {"worlds": [["empath", "chef", "saint", "slayer", "virgin", "monk",
                                  "soldr"]]}}, "expect.worlds[0][6]", "did you mean soldier"),
        ({"expect": {"demon": ["Timm"]}}, "expect.demon[0]", "did you mean Tim"),
        ({"expect": {"consistent": "yes please"}}, "expect.consistent", "true or false"),
    ],
)  # fmt: skip
def test_bad_optional_keys(tmp_path: Path, extra: dict, key: str, expected: str) -> None:
    expect_error(tmp_path, base(**extra), key, expected)


# ---------------------------------------------------------------- robustness


def _mutations(value: Any, rng: random.Random) -> Any:
    """Replace one random node of a case with a random value of another type."""
    junk = [None, True, 0, -3, 99, "", "x", "imp", [], [None], {}, {"night": 1}, 1.5, ["You"]]
    if isinstance(value, dict) and value and rng.random() < 0.8:
        k = rng.choice(list(value))
        if rng.random() < 0.15:
            del value[k]
        else:
            value[k] = _mutations(value[k], rng)
        return value
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        value[i] = _mutations(value[i], rng)
        return value
    return rng.choice(junk)


def test_random_damage_only_ever_raises_case_error(tmp_path: Path, shapes: None) -> None:
    rng = random.Random(7)
    sources = [base()] + [yaml.safe_load(p.read_text(encoding="utf-8")) for p in nqt_files()[:8]]
    for i in range(600):
        data = _mutations(copy.deepcopy(rng.choice(sources)), rng)
        try:
            parse_case(data, "fuzz.yaml", str(tmp_path))
        except CaseError as e:
            assert str(e).startswith("fuzz.yaml: "), (i, str(e))
            assert "\n" not in str(e)
            assert "Error:" not in str(e), (i, str(e))  # no safety-net message


def test_partial_counts_take_the_standard_table_for_the_rest(tmp_path: Path) -> None:
    """`counts` fixes the base setup counts; the teams it leaves out keep the
    standard table's (7 players: 5/0/1/1). It used to reach the encoder
    incomplete and end in a traceback."""
    case = load_case(str(write(tmp_path, base(counts={"outsider": 0, "minion": 1}))))
    assert case.counts == {"townsfolk": 5, "outsider": 0, "minion": 1, "demon": 1}
