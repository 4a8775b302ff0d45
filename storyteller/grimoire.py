"""Read a Storyteller's grimoire: a case, the truth behind it, and which of its
info entries the Storyteller plans to give (`botc st check`, storyteller/check.py).

Two forms. A grimoire file is a case with a `truth:` block and `planned: true`
on info entries (README, "The Storyteller's check"). A simulated game's
`NAME.grimoire.json` (`botc simulate --grimoire`) is read with its case
`NAME.yaml` beside it: there the truth is the simulator's record (starting and
final characters, alignments at the end, believed characters, the red herring)
and every report that binds its player was given by the Storyteller.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from caselang.case import Case, Time
from caselang.errors import CaseError
from caselang.parse import MAX_PHASE, _read_yaml, parse_case
from caselang.statements import character_id, close_characters, close_players, did_you_mean
from facts.catalog import EVIL_TEAMS, team
from rules.registry import all_rules

TRUTH_KEYS = ("characters", "evil", "believes", "changes", "poisoned", "drunk")
SIM_SUFFIX = ".grimoire.json"


@dataclass(frozen=True)
class Change:
    """From the end of `time` on, `seat` is `char` (if given) and evil or good
    (if `evil` is given)."""

    time: Time
    seat: int
    char: str | None
    evil: bool | None


@dataclass
class Truth:
    """What the Storyteller knows and the case does not say."""

    start: list[str]  # each seat's starting character
    evil: list[bool]  # each seat's alignment after setup, or as they joined (a Traveller)
    believes: dict[int, str] = field(default_factory=dict)  # seat -> believed character
    choices: dict[str, int] = field(default_factory=dict)  # setup choice key -> seat
    # Later changes, a complete list: every seat's character and alignment at the
    # end of each phase follow from them. None: only `end` is known.
    changes: list[Change] | None = field(default_factory=list)
    end: list[tuple[str, bool]] | None = None  # (character, evil) at the end of the case
    # Who is poisoned / drunk in which phase, a complete list (a player drunk by
    # their own character need not be listed); None: unknown, every droisoning
    # the rules allow.
    poisoned: list[tuple[Time, int]] | None = field(default_factory=list)
    drunk: list[tuple[Time, int]] | None = field(default_factory=list)


@dataclass
class Grimoire:
    path: str
    case: Case  # the public case with the planned items
    truth: Truth
    planned: set[str] | None  # `where` keys of planned info; None: every binding report
    data: dict[str, Any]  # the case as loaded, without truth and planned marks
    base_dir: str

    def case_without(self, wheres: set[str]) -> Case:
        """The case before the planned items: the same timeline, without them."""
        data = copy.deepcopy(self.data)
        for i, p in enumerate(data.get("players") or []):
            if isinstance(p, dict) and isinstance(p.get("info"), list):
                p["info"] = [x for j, x in enumerate(p["info"])
                             if f"players[{i}].info[{j}]" not in wheres]
        last = self.case.last_time()
        data["now"] = {last.kind: last.n}
        return parse_case(data, self.path, self.base_dir)


def load_grimoire(path: str) -> Grimoire:
    """Read either form; every failure is a CaseError naming the file and key."""
    if path.endswith(SIM_SUFFIX):
        return _load_simulated(path)
    data = _read_yaml(path)
    base = os.path.dirname(os.path.abspath(path))
    if not isinstance(data, dict) or "truth" not in data:
        raise CaseError(path, "truth", "missing: expected a truth block (or a "
                        f"simulator's NAME{SIM_SUFFIX})")
    data = dict(data)
    raw_truth = data.pop("truth")
    planned = _strip_planned(path, data)
    case = parse_case(data, path, base)
    truth = _TruthParser(path, case).parse(raw_truth)
    return Grimoire(path, case, truth, planned, data, base)


def _strip_planned(path: str, data: dict[str, Any]) -> set[str]:
    """Take the `planned` marks off the info entries; the `where` keys of the marked."""
    out: set[str] = set()
    players = data.get("players")
    if not isinstance(players, list):
        return out
    data["players"] = players = copy.deepcopy(players)
    for i, p in enumerate(players):
        info = p.get("info") if isinstance(p, dict) else None
        if isinstance(info, dict):
            info = p["info"] = [info]
        for j, entry in enumerate(info if isinstance(info, list) else []):
            if isinstance(entry, dict) and "planned" in entry:
                mark = entry.pop("planned")
                if not isinstance(mark, bool):
                    raise CaseError(path, f"players[{i}].info[{j}].planned",
                                    f"expected yes or no, got {mark!r}")
                if mark:
                    out.add(f"players[{i}].info[{j}]")
    return out


class _TruthParser:
    """The `truth:` block, checked against the case's players and script."""

    def __init__(self, path: str, case: Case) -> None:
        self.path = path
        self.case = case

    def fail(self, key: str, message: str) -> CaseError:
        return CaseError(self.path, key, message)

    def seat(self, value: Any, key: str) -> int:
        if isinstance(value, str) and value in self.case.names:
            return self.case.names.index(value)
        hint = did_you_mean(close_players(value, self.case.names)) if isinstance(value, str) else ""
        raise self.fail(key, f"expected a player name, got {value!r}{hint}")

    def char(self, value: Any, key: str) -> str:
        cid = character_id(value) if isinstance(value, str) else None
        if cid is None:
            hint = did_you_mean(close_characters(value)) if isinstance(value, str) else ""
            raise self.fail(key, f"expected a character, got {value!r}{hint}")
        if cid not in self.case.script:
            raise self.fail(key, f"expected a character on the script, got {cid}")
        return cid

    def mapping(self, value: Any, key: str, what: str) -> dict:
        if not isinstance(value, dict):
            raise self.fail(key, f"expected {what}, got {value!r}")
        return value

    def items(self, value: Any, key: str, what: str) -> list:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list of {what}, got {value!r}")
        return value

    def phase(self, m: dict, key: str) -> Time:
        kinds = [k for k in ("night", "day") if k in m]
        if len(kinds) != 1:
            raise self.fail(key, "expected exactly one of night: N or day: N")
        n = m[kinds[0]]
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_PHASE:
            raise self.fail(f"{key}.{kinds[0]}", f"expected a number from 1 to {MAX_PHASE}, "
                            f"got {n!r}")
        time = Time(kinds[0], n)
        last = self.case.last_time()
        if time.order() > last.order():
            raise self.fail(key, f"expected a phase the case reaches (up to {last}), got {time}")
        return time

    def parse(self, value: Any) -> Truth:
        m = self.mapping(value, "truth", "a mapping with characters, evil, believes, "
                         "changes, poisoned, drunk")
        choice_keys = sorted({k for r in all_rules().values() for k in r.grimoire_choices})
        for k in m:
            if k not in TRUTH_KEYS and k not in choice_keys:
                raise self.fail(f"truth.{k}", f"unknown key {k!r}; expected one of: "
                                f"{', '.join(TRUTH_KEYS + tuple(choice_keys))}")
        chars = self.mapping(m.get("characters"), "truth.characters",
                             "a mapping of every player to their starting character")
        start: dict[int, str] = {}
        for name, c in chars.items():
            start[self.seat(name, f"truth.characters.{name}")] = self.char(
                c, f"truth.characters.{name}")
        missing = [n for s, n in enumerate(self.case.names) if s not in start]
        if missing:
            raise self.fail("truth.characters", f"expected every player, missing {missing[0]}")
        seats = range(len(self.case.names))
        evil = [team(start[s]) in EVIL_TEAMS for s in seats]
        if "evil" in m:
            listed = {self.seat(x, f"truth.evil[{i}]")
                      for i, x in enumerate(self.items(m["evil"], "truth.evil", "players"))}
            evil = [s in listed for s in seats]
        truth = Truth([start[s] for s in seats], evil)
        believes = self.mapping(m.get("believes") or {}, "truth.believes",
                                "a mapping of players to the character they believe they are")
        for name, c in believes.items():
            truth.believes[self.seat(name, f"truth.believes.{name}")] = self.char(
                c, f"truth.believes.{name}")
        for k in choice_keys:
            if m.get(k) is not None:
                truth.choices[k] = self.seat(m[k], f"truth.{k}")
        for i, x in enumerate(self.items(m.get("changes"), "truth.changes", "changes")):
            truth.changes.append(self.change(x, f"truth.changes[{i}]"))
        truth.poisoned = self.droisoned(m.get("poisoned"), "truth.poisoned")
        truth.drunk = self.droisoned(m.get("drunk"), "truth.drunk")
        return truth

    def change(self, value: Any, key: str) -> Change:
        m = self.mapping(value, key, "a change such as {night: 2, player: P, is: imp}")
        time = self.phase(m, key)
        rest = [k for k in m if k not in ("night", "day")]
        if "player" not in rest or not set(rest) - {"player"} or set(rest) - {
                "player", "is", "alignment"}:
            raise self.fail(key, "expected night/day, player and is and/or alignment, "
                            f"got {', '.join(m)}")
        evil = None
        if "alignment" in m:
            if m["alignment"] not in ("good", "evil"):
                raise self.fail(f"{key}.alignment", f"expected good or evil, got "
                                f"{m['alignment']!r}")
            evil = m["alignment"] == "evil"
        char = self.char(m["is"], f"{key}.is") if "is" in m else None
        return Change(time, self.seat(m["player"], f"{key}.player"), char, evil)

    def droisoned(self, value: Any, key: str) -> list[tuple[Time, int]]:
        out = []
        for i, x in enumerate(self.items(value, key, "entries such as {night: 2, player: P}")):
            k = f"{key}[{i}]"
            m = self.mapping(x, k, "an entry such as {night: 2, player: P}")
            if set(m) - {"night", "day", "player"} or "player" not in m:
                raise self.fail(k, f"expected night/day and player, got {', '.join(m)}")
            out.append((self.phase(m, k), self.seat(m["player"], f"{k}.player")))
        return out


def _start_evil(path: str, s: int, row: dict[str, Any], char: str) -> bool:
    """A simulated player's alignment after setup, or as they joined: the
    grimoire's `start_alignment`; in a grimoire without it, their team's (a
    Traveller's is the Storyteller's to give: the one they end with)."""
    given = row.get("start_alignment")
    if given is None:
        if team(char) == "traveller":
            given = row.get("alignment")
        else:
            return team(char) in EVIL_TEAMS
    if given not in ("good", "evil"):
        raise CaseError(path, f"players[{s}].start_alignment", "expected good or evil")
    return given == "evil"


def _load_simulated(path: str) -> Grimoire:
    """A simulator's grimoire with its case beside it."""
    case_path = path[: -len(SIM_SUFFIX)] + ".yaml"
    if not Path(case_path).is_file():
        raise CaseError(path, "(file)", f"expected its case beside it: {case_path}")
    data = _read_yaml(path)
    case_data = _read_yaml(case_path)
    base = os.path.dirname(os.path.abspath(case_path))
    case = parse_case(case_data, case_path, base)
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        raise CaseError(path, "players", "expected the simulator's list of players")
    rows = data["players"]
    names = [r.get("name") if isinstance(r, dict) else None for r in rows]
    if names != case.names:
        raise CaseError(path, "players", f"expected the players of {case_path} in its order")
    parser = _TruthParser(path, case)
    start = [parser.char(r.get("start"), f"players[{s}].start") for s, r in enumerate(rows)]
    evil = [_start_evil(path, s, r, c) for s, (r, c) in enumerate(zip(rows, start))]
    truth = Truth(start, evil, changes=None, poisoned=None, drunk=None)
    for s, r in enumerate(rows):
        truth.believes[s] = parser.char(r.get("believed"), f"players[{s}].believed")
    truth.end = []
    for s, r in enumerate(rows):
        if r.get("alignment") not in ("good", "evil"):
            raise CaseError(path, f"players[{s}].alignment", "expected good or evil")
        truth.end.append((parser.char(r.get("end"), f"players[{s}].end"),
                          r["alignment"] == "evil"))
    if data.get("red_herring") is not None:
        truth.choices["red_herring"] = parser.seat(data["red_herring"], "red_herring")
    return Grimoire(path, case, truth, None, case_data, base)
