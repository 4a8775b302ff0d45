"""Read and validate a case file (../shared/spec/case-format.md) into a `Case`.

Everything a user can get wrong is reported here, before solving, as one
CaseError naming the file, the key path and what was expected, so the encoder
can trust its input and nothing malformed can make it hang. Names are
normalised on the way: players compared exactly, characters to official ids.
"""

from __future__ import annotations

import difflib
import json
import os
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

import yaml

from caselang.case import (
    RULE_DEFAULTS,
    Case,
    ClaimChange,
    Event,
    Info,
    Player,
    PublicAction,
    Time,
)
from caselang.errors import CaseError
from caselang.payloads import PayloadError
from caselang.statements import (
    InfoAtom,
    Node,
    StatementError,
    character_id,
    close_characters,
    close_players,
    did_you_mean,
    parse_statement,
    resolve_statement,
)
from facts import setup
from facts.catalog import BAG_TEAMS, catalog
from facts.scripts import builtin_scripts, script_path
from rules.registry import all_rules, rule

TOP_KEYS = (
    "title",
    "source",
    "script",
    "fabled",
    "you",
    "you_might_be",
    "players",
    "events",
    "hidden",
    "counts",
    "rules",
    "known",
    "now",
    "expect",
)
PLAYER_KEYS = ("name", "claim", "info", "traveller", "alignment", "joined", "left")
EXPECT_KEYS = ("worlds", "worlds_end", "demon", "consistent", "contains")
NOT_SEATS = ("fabled", "loric")  # teams the Storyteller holds: listed under `fabled`

# Limits checked before solving, so no case can make the solver hang.
MAX_PHASE = 20
MAX_PLAYERS = 15  # non-Traveller players (the setup table)
MAX_SEATS = 20  # with up to 5 Travellers
MAX_INFO = 500
MAX_EVENTS = 500
MAX_STATEMENT = 2000
MAX_FILE_BYTES = 2_000_000
MAX_LIST = 500  # any other list (script, hidden, expected worlds...)

# Events every game has, their extra keys, which extra keys are required, and
# where `died` is only a yes/no outcome. A character's public action (a Slayer's
# shot) is declared by its rule module (`Rule.public_action`); any other
# character id is also a kind (any other public event), with the keys its rule
# declares (`Rule.event_keys`) and no others.
GENERIC_FIELDS: dict[str, tuple[str, ...]] = {
    "executed": ("died", "by", "nominated_by", "votes", "voters", "instead_of"),
    "exiled": ("died", "votes", "voters"),
    "died": ("by", "after_nominating", "after_nominated_by"),
    "nominated": ("by", "votes", "voters"),
    "voted": (),
    "revived": (),
    "reincarnated": ("as",),
}
GENERIC_KINDS = ("executed", "died", "nominated", "voted", "exiled", "revived", "reincarnated")
NIGHT_KINDS = ("died", "revived", "reincarnated")  # the kinds of event a night may hold
# Keys whose value is a player name (a bool is kept where it means yes/no).
GENERIC_PLAYER_FIELDS = ("executed", "died", "nominated", "by", "nominated_by",
                         "after_nominated_by", "after_nominating", "exiled", "instead_of",
                         "revived", "reincarnated", "with")
BOOL_OK = ("died", "executed", "after_nominating")


def _actions() -> dict[str, PublicAction]:
    return {cid: r.public_action for cid, r in all_rules().items() if r.public_action}


@cache
def event_fields() -> dict[str, tuple[str, ...]]:
    """Each event kind with fixed keys: the generic ones, then every declared
    public action."""
    return {**GENERIC_FIELDS, **{cid: a.keys for cid, a in _actions().items()}}


@cache
def ability_keys() -> dict[str, tuple[str, ...]]:
    """The other keys each ability's event without a declared public action may
    take (`Rule.event_keys`, by day or by night): any other is refused."""
    return {cid: r.event_keys for cid, r in all_rules().items() if not r.public_action}


@cache
def event_required() -> dict[str, tuple[str, ...]]:
    return {"nominated": ("by",), "reincarnated": ("as",),
            **{cid: a.required for cid, a in _actions().items()}}


@cache
def player_fields() -> frozenset[str]:
    """Every key whose value names a player, in any kind of event."""
    acts = _actions()
    return frozenset((*GENERIC_PLAYER_FIELDS, *acts,
                      *(k for a in acts.values() for k in a.players)))


@cache
def bool_only() -> dict[str, tuple[str, ...]]:
    """Where `died` (or another key) can only be a yes/no outcome."""
    return {"executed": ("died",), "exiled": ("died",),
            **{cid: a.yes_no for cid, a in _actions().items() if a.yes_no}}


PLAYER_LIST_FIELDS = ("voted", "voters", "minions", "demons")


def load_case(path: str) -> Case:
    """Read a case file (YAML or JSON) and parse it; every failure is a CaseError."""
    data = _read_yaml(path)
    return parse_case(data, path, os.path.dirname(os.path.abspath(path)))


def parse_case(data: object, path: str, base_dir: str) -> Case:
    """Validate already-loaded case data; `base_dir` resolves a relative script path."""
    try:
        return _CaseParser(path, base_dir).parse(_join_surrogates(data, path))
    except CaseError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as e:
        # A safety net: the checks above should have named the problem already.
        raise CaseError(
            path, "(case)", _one_line(f"expected a well-formed case ({type(e).__name__}: {e})")
        ) from e


# ---------------------------------------------------------------- reading


class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that rejects a key repeated in one mapping (YAML keeps the last
    silently, which would hide a typo such as two `night:` keys)."""


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode, deep: bool = False) -> Any:
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        try:
            duplicate = key in seen
            seen.add(key)
        except TypeError:  # unhashable key: let the normal constructor report it
            break
        if duplicate:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark
            )
    return yaml.SafeLoader.construct_mapping(loader, node, deep=deep)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _read_yaml(path: str) -> Any:
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise CaseError(
            path, "(file)", f"expected a readable case file ({e.strerror or e})"
        ) from None
    if len(raw) > MAX_FILE_BYTES:
        raise CaseError(path, "(file)", f"expected a case file under {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise CaseError(
            path, "(file)", f"expected UTF-8 text (bad byte at offset {e.start})"
        ) from None
    if not text.strip():
        raise CaseError(path, "(file)", "expected a case, got an empty file")
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(yaml)"
        problem = e.problem or e.context or "syntax error"
        raise CaseError(path, where, _one_line(f"expected valid YAML ({problem})")) from None
    except yaml.reader.ReaderError as e:  # a character YAML forbids (control, NEL...)
        pos = min(e.position, len(text))
        line, column = text.count("\n", 0, pos) + 1, pos - text.rfind("\n", 0, pos)
        char = e.character if isinstance(e.character, int) else ord(e.character)
        raise CaseError(
            path,
            f"line {line}, column {column}",
            f"expected YAML text without control characters, got U+{char:04X}",
        ) from None
    except yaml.YAMLError as e:
        raise CaseError(path, "(yaml)", _one_line(f"expected valid YAML ({e})")) from None
    except (ValueError, TypeError, OverflowError) as e:  # e.g. an impossible date
        raise CaseError(path, "(yaml)", _one_line(f"expected valid YAML values ({e})")) from None
    except RecursionError:
        raise CaseError(path, "(yaml)", "expected YAML nested less deeply") from None


# ---------------------------------------------------------------- parsing


class _Resolver:
    """The payload Resolver: looks players and characters up in this case and
    reports failures as PayloadError (turned into a CaseError by the caller)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def player(self, value: Any) -> str:
        if isinstance(value, str) and value in self.names:
            return value
        if isinstance(value, int) and not isinstance(value, bool) and str(value) in self.names:
            return str(value)
        if not isinstance(value, str):
            raise PayloadError(f"expected a player name, got {_show(value)}")
        hint = did_you_mean(close_players(value, self.names))
        raise PayloadError(f"expected a player name, got {_show(value)}{hint}")

    def character(self, value: Any, team: str | None = None) -> str:
        cid = character_id(value)
        if cid is None:
            what = f"a {team}" if team else "a character"
            hint = did_you_mean(close_characters(value)) if isinstance(value, str) else ""
            raise PayloadError(f"expected {what}, got {_show(value)}{hint}")
        actual = catalog()[cid].team
        if team is not None and actual != team:
            raise PayloadError(f"expected {_a(team)}, got {cid} ({_a(actual)})")
        return cid

    def statement(self, value: Any) -> str:
        """Check a STATEMENT (for payload shapes that hold one); returns the text unchanged."""
        if not isinstance(value, str):
            raise PayloadError(f"expected a statement as text, got {_show(value)}")
        try:
            resolve_statement(parse_statement(value), self.names, _statement_char)
        except StatementError as e:
            raise PayloadError(f"expected a statement: {e}") from None
        return value


def _statement_char(name: str) -> str:
    cid = character_id(name)
    if cid is None:
        raise StatementError(f"unknown character {name!r}{did_you_mean(close_characters(name))}")
    return cid


class _CaseParser:
    def __init__(self, path: str, base_dir: str) -> None:
        self.path = path
        self.base_dir = base_dir
        self.script: list[str] = []
        self.names: list[str] = []
        self.resolver = _Resolver(self.names)

    def fail(self, key: str, message: str) -> NoReturn:
        raise CaseError(self.path, _one_line(key), _one_line(message))

    # ---- generic checks ---------------------------------------------------

    def mapping(self, value: Any, key: str, what: str = "a mapping") -> dict:
        if not isinstance(value, dict):
            self.fail(key, f"expected {what}, got {_show(value)}")
        for k in value:
            if not isinstance(k, str):
                self.fail(key, f"expected text keys, got {k!r}")
        return value

    def seq(self, value: Any, key: str, what: str, limit: int = MAX_LIST) -> list:
        if not isinstance(value, list):
            self.fail(key, f"expected a list of {what}, got {_show(value)}")
        if len(value) > limit:
            self.fail(key, f"expected at most {limit} {what}, got {len(value)}")
        return value

    def only_keys(self, m: dict, key: str, allowed: tuple[str, ...], extra: str = "") -> None:
        for k in m:
            if k not in allowed:
                self.fail(
                    f"{key}.{k}" if key else k,
                    f"unknown key {k!r}; expected one of: {', '.join(allowed)}{extra}",
                )

    def whole(self, value: Any, key: str, low: int, high: int, what: str = "a number") -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"expected {what} from {low} to {high}, got {_show(value)}")
        if not low <= value <= high:
            self.fail(key, f"expected {what} from {low} to {high}, got {value}")
        return value

    def text(self, value: Any, key: str, what: str = "text") -> str:
        if not isinstance(value, str) or not value.strip():
            scalar = isinstance(value, (bool, int, float))
            hint = " (quote names such as yes, no, on, off or numbers)" if scalar else ""
            self.fail(key, f"expected {what}, got {_show(value)}{hint}")
        return value

    def phase(self, m: dict, key: str) -> tuple[Time, list[str]]:
        """The `night: N` / `day: N` of an entry, and the entry's other keys."""
        kinds = [k for k in ("night", "day") if k in m]
        if len(kinds) != 1:
            got = "both night and day" if kinds else "neither"
            self.fail(key, f"expected exactly one of night: N or day: N, got {got}")
        kind = kinds[0]
        n = self.whole(m[kind], f"{key}.{kind}", 1, MAX_PHASE, f"a {kind} number")
        return Time(kind, n), [k for k in m if k != kind]

    def player(self, value: Any, key: str) -> str:
        try:
            return self.resolver.player(value)
        except PayloadError as e:
            self.fail(key, str(e))

    def character(self, value: Any, key: str, on_script: bool = False) -> str:
        if not isinstance(value, str):
            self.fail(key, f"expected a character name, got {_show(value)}")
        cid = character_id(value)
        if cid is None:
            self.fail(
                key,
                f"expected a character, got {_show(value)}{did_you_mean(close_characters(value))}",
            )
        if on_script and catalog()[cid].team in NOT_SEATS:
            self.fail(key, f"expected a seat's character, got {cid} (a {catalog()[cid].team}: "
                           "list it under fabled)")
        if on_script and cid not in self.script:
            self.fail(key, f"expected a character on the script, got {cid}")
        return cid

    def statement(self, value: Any, key: str) -> Node:
        if not isinstance(value, str):
            self.fail(key, f"expected a statement as text, got {_show(value)}")
        if len(value) > MAX_STATEMENT:
            self.fail(
                key, f"expected a statement of at most {MAX_STATEMENT} characters, got {len(value)}"
            )
        try:
            node = resolve_statement(parse_statement(value), self.names, _statement_char)
        except StatementError as e:
            self.fail(key, f"expected a statement: {e}")
        self.check_info_atoms(node, key)
        return node

    def check_info_atoms(self, node: Node, key: str) -> None:
        """`info(CHAR, PAYLOAD)` inside a statement: check the payload's shape too."""
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, InfoAtom):
                self.payload(n.char, n.payload, key, f"in info({n.char}, ...): ")
            else:
                stack.extend(getattr(n, "items", ()))
                if hasattr(n, "x"):
                    stack.append(n.x)

    def payload(self, ability: str, value: Any, key: str, prefix: str = "") -> Any:
        r = rule(ability)
        shape = getattr(r, "payload", None) if r is not None else None
        if shape is None:
            return value
        try:
            return shape.parse(value, self.resolver)
        except PayloadError as e:
            self.fail(key, f"{prefix}{e}")
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            # A shape that crashed on odd input: still one line saying what was expected.
            doc = getattr(shape, "doc", "") or "the documented payload"
            self.fail(key, f"{prefix}expected {doc}, got {_show(value)} ({type(e).__name__})")

    # ---- the case ----------------------------------------------------------

    def parse(self, data: Any) -> Case:
        if data is None:
            self.fail("(file)", "expected a case, got an empty document")
        top = self.mapping(
            data, "(top level)", "a mapping of case keys (title, script, players...)"
        )
        self.only_keys(top, "", TOP_KEYS)
        for required in ("script", "players"):
            if required not in top:
                self.fail(required, f"missing: expected {_a(required)} key")

        title = top.get("title")
        if isinstance(title, (dict, list)):
            self.fail("title", f"expected text, got {_show(title)}")
        if isinstance(top.get("source"), (dict, list)):
            self.fail("source", f"expected text, got {_show(top['source'])}")

        script_name, self.script = self.parse_script(top["script"])
        players = self.parse_players(top["players"])
        events = self.parse_events(top.get("events"))
        self.check_travellers(players, events)

        case = Case(
            path=self.path,
            title=None if title is None else str(title),
            script_name=script_name,
            script=self.script,
            players=players,
            events=events,
        )
        if top.get("you") is not None:
            case.you = self.player(top["you"], "you")
        case.you_might_be = [
            self.character(v, f"you_might_be[{i}]")
            for i, v in enumerate(
                self.seq(_listify(top.get("you_might_be")), "you_might_be", "characters")
            )
        ]
        if top.get("hidden") is not None:
            hidden = self.seq(_listify(top["hidden"]), "hidden", "characters")
            case.hidden = list(
                dict.fromkeys(
                    self.character(v, f"hidden[{i}]", on_script=True) for i, v in enumerate(hidden)
                )
            )
        if top.get("counts") is not None:
            case.counts = self.parse_counts(top["counts"], players)
        case.rules = self.parse_rules(top.get("rules"))
        known = self.seq(_listify(top.get("known")), "known", "statements")
        for i, text in enumerate(known):
            self.statement(text, f"known[{i}]")
        case.known = list(known)
        if top.get("now") is not None:
            case.now = self.parse_now(top["now"], case)
        if top.get("expect") is not None:
            case.expect = self.parse_expect(top["expect"])
        case.fabled = self.parse_fabled(top, events)
        self.check_revivals(case)
        self.check_reincarnations(case)
        return case

    def parse_fabled(self, top: dict, events: list[Event]) -> list[str]:
        """The Fabled and Loric in play: the `fabled` list if given (every Fabled an
        event names must be in it), else the script's own Fabled and Loric and the
        Fabled the events name (a Fabled need not be on the script)."""
        named = {}
        for e in events:
            for cid in (e.kind, e.fields.get("by") if e.kind == "died" else None):
                if isinstance(cid, str) and cid in catalog() and catalog()[cid].team in NOT_SEATS:
                    named.setdefault(cid, e.where)
        if "fabled" not in top or top["fabled"] is None:
            own = [c for c in self.script if catalog()[c].team in NOT_SEATS]
            return list(dict.fromkeys([*own, *named]))
        out = []
        for i, v in enumerate(self.seq(_listify(top["fabled"]), "fabled", "Fabled or Loric")):
            cid = self.character(v, f"fabled[{i}]")
            if catalog()[cid].team not in NOT_SEATS:
                self.fail(f"fabled[{i}]",
                          f"expected a Fabled or Loric, got {cid} (a {catalog()[cid].team})")
            out.append(cid)
        for cid, where in named.items():
            if cid not in out:
                self.fail(where, f"expected a Fabled listed under fabled, got {cid}")
        return list(dict.fromkeys(out))
    def check_travellers(self, players: list[Player], events: list[Event]) -> None:
        """Travellers are exiled, not executed (a Scapegoat executed in another's
        place names them: `instead_of`); only Travellers are exiled; nothing
        happens to or is reported by a Traveller before they joined or after they
        left."""
        by_name = {p.name: p for p in players}
        joined = {p.name: p.joined for p in players if p.joined is not None}
        left = {p.name: p.left for p in players if p.left is not None}
        for e in events:
            back = any(x.kind == "reincarnated" and x.subject == e.subject
                       and x.time.order() <= e.time.order() and x.index < e.index for x in events)
            if e.kind == "exiled" and by_name[e.subject].traveller is None and not back:
                self.fail(f"{e.where}.exiled", f"expected a Traveller (only Travellers are "
                          f"exiled), got {e.subject}")
            if e.kind == "executed":
                trav = by_name[e.subject].traveller is not None
                if trav and "instead_of" not in e.fields:
                    self.fail(f"{e.where}.executed", f"expected a player from the bag: "
                              f"{e.subject} is a Traveller (exiled, not executed; a Traveller "
                              "executed in another's place names them with instead_of: P)")
                if e.fields.get("instead_of") == e.subject:
                    self.fail(f"{e.where}.instead_of", "expected another player than the "
                              "executed one")
            for v in [e.subject, *e.fields.values()]:
                if isinstance(v, str) and v in joined and e.time.order() < joined[v].order():
                    self.fail(e.where, f"expected {v} to have joined by {e.time} "
                              f"(they joined on {joined[v]})")
                if isinstance(v, str) and v in left and e.time.order() >= left[v].order():
                    self.fail(e.where, f"expected {v} still in the game on {e.time} "
                              f"(they left on {left[v]})")
        for p in players:
            for i in p.info:
                if p.joined is not None and i.time.order() < p.joined.order():
                    self.fail(f"{i.where}.{i.time.kind}", f"expected a phase after {p.name} "
                              f"joined ({p.joined}), got {i.time}")
                if p.left is not None and i.time.order() >= p.left.order():
                    self.fail(f"{i.where}.{i.time.kind}", f"expected a phase before {p.name} "
                              f"left ({p.left}), got {i.time}")

    def check_revivals(self, case: Case) -> None:
        """A revived player was dead: their last listed death before that night
        comes after any earlier revival, or they died that night (and are back by
        its end); one revival of a player a night."""
        seen: set[tuple[Time, str]] = set()
        for e in case.events:
            if e.kind != "revived":
                continue
            died_then = any(x.time == e.time and e.subject in x.deaths() for x in case.events)
            if not (died_then or case.dead_at(e.subject, e.time)):
                self.fail(f"{e.where}.revived", f"expected a player who died before or during "
                          f"{e.time} (a revived player was dead), got {e.subject}")
            if (e.time, e.subject) in seen:
                self.fail(f"{e.where}.revived", f"expected {e.subject} revived once on {e.time}")
            seen.add((e.time, e.subject))

    def check_reincarnations(self, case: Case) -> None:
        """A reincarnated player's death in that phase is listed before the
        event, once a phase."""
        seen: set[tuple[Time, str]] = set()
        for e in case.events:
            if e.kind != "reincarnated":
                continue
            died = any(x.time == e.time and e.subject in x.deaths() and x.index < e.index
                       for x in case.events)
            if not died:
                self.fail(f"{e.where}.reincarnated", f"expected a player whose death on "
                          f"{e.time} is listed before this event (one reincarnated comes back "
                          f"from a death), got {e.subject}")
            if (e.time, e.subject) in seen:
                self.fail(f"{e.where}.reincarnated",
                          f"expected {e.subject} reincarnated once on {e.time}")
            seen.add((e.time, e.subject))

    def parse_script(self, value: Any) -> tuple[str, list[str]]:
        if isinstance(value, list):
            return "custom", self.script_ids(value, "script", "")
        if not isinstance(value, str) or not value.strip():
            self.fail(
                "script",
                f"expected a script id ({', '.join(builtin_scripts())}), a list "
                f"of characters or a path to a script JSON file, got {_show(value)}",
            )
        builtin = script_path(value.strip().lower())
        if value.strip().lower() in builtin_scripts():
            return value.strip().lower(), self.script_file(builtin, value)
        file = Path(self.base_dir) / value
        if not file.is_file():
            options = did_you_mean(_close(value, builtin_scripts()))
            self.fail(
                "script",
                f"expected a built-in script id ({', '.join(builtin_scripts())}) "
                f"or a script file relative to the case, got {value!r}{options}",
            )
        return value, self.script_file(file, value)

    def script_file(self, file: Path, name: str) -> list[str]:
        try:
            with open(file, "rb") as f:
                raw = f.read(MAX_FILE_BYTES + 1)
            if len(raw) > MAX_FILE_BYTES:
                self.fail("script", f"expected a script file under {MAX_FILE_BYTES} bytes")
            data = json.loads(raw.decode("utf-8-sig"))
        except (OSError, UnicodeDecodeError) as e:
            self.fail("script", f"expected a readable script file {name!r} ({e})")
        except json.JSONDecodeError as e:
            self.fail("script", f"expected script JSON in {name!r} (line {e.lineno}: {e.msg})")
        if not isinstance(data, list):
            self.fail("script", f"expected {name!r} to hold a JSON array of characters")
        items = []
        for item in data:
            if isinstance(item, dict) and item.get("id") == "_meta":
                continue
            items.append(item.get("id") if isinstance(item, dict) else item)
        self.no_homebrew(items, name)
        return self.script_ids(items, "script", f" in {name}")

    def no_homebrew(self, items: list, name: str) -> None:
        """One error naming every character of the script JSON that is not on the
        official list (a homebrew one: its rules are nobody's to encode)."""
        others = [(i, v) for i, v in enumerate(items)
                  if isinstance(v, str) and v.strip() and character_id(v) is None]
        if not others:
            return
        key = f"script[{others[0][0]}]" if len(others) == 1 else "script"
        hint = did_you_mean(close_characters(others[0][1])) if len(others) == 1 else ""
        listed = ", ".join(repr(v) for _, v in others)
        self.fail(key, f"expected official character ids in {name}, got {listed}: not on "
                       f"the official list (homebrew characters are not supported){hint}")

    def script_ids(self, items: list, key: str, where: str) -> list[str]:
        self.seq(items, key, "characters")
        if not items:
            self.fail(key, f"expected at least one character{where}")
        out = []
        for i, v in enumerate(items):
            cid = character_id(v)
            if cid is None:
                hint = did_you_mean(close_characters(v)) if isinstance(v, str) else ""
                self.fail(f"{key}[{i}]", f"expected a character id{where}, got {_show(v)}{hint}")
            out.append(cid)
        return list(dict.fromkeys(out))

    # ---- players -----------------------------------------------------------

    def parse_players(self, value: Any) -> list[Player]:
        entries = self.seq(value, "players", "players", MAX_LIST)
        if len(entries) > MAX_SEATS:
            self.player_count(len(entries))
        for i, entry in enumerate(entries):
            key = f"players[{i}]"
            m = self.mapping(entry, key, "a mapping with name, claim and info")
            if "name" not in m:
                self.fail(key, "missing: expected a name")
            name = self.text(m["name"], f"{key}.name", "a player name")
            if name in self.names:
                self.fail(f"{key}.name", f"expected a unique player name, got {name!r} twice")
            self.names.append(name)

        players: list[Player] = []
        info_count = 0
        for i, entry in enumerate(entries):
            key = f"players[{i}]"
            extra = " (deaths come from events)" if "alive" in entry else ""
            self.only_keys(entry, key, PLAYER_KEYS, extra)
            player = Player(entry["name"])
            player.traveller = self.parse_traveller(entry, key)
            if player.traveller is not None:
                player.claim = player.traveller
                self.parse_traveller_extras(entry, key, player)
            elif entry.get("claim") is not None:
                player.claim, player.changes = self.parse_claim(entry["claim"], f"{key}.claim")
            for k in ("alignment", "joined", "left"):
                if k in entry and player.traveller is None:
                    self.fail(f"{key}.{k}", f"expected {k} only on a Traveller's seat")
            infos = self.seq(_listify(entry.get("info")), f"{key}.info", "info entries", MAX_INFO)
            info_count += len(infos)
            if info_count > MAX_INFO:
                self.fail(f"{key}.info", f"expected at most {MAX_INFO} info entries in the case")
            player.info = [self.parse_info(e, f"{key}.info[{j}]") for j, e in enumerate(infos)]
            players.append(player)

        held = [p.traveller for p in players if p.traveller is not None]
        for c in held:
            if held.count(c) > 1:
                self.fail("players", f"expected each Traveller character once, got {c} twice")
        seated = len(players) - len(held)
        if seated not in setup.table():
            self.player_count(seated, len(held))
        return players

    def player_count(self, seated: int, travellers: int = 0) -> NoReturn:
        """One message for every player count the game has no setup for, too
        many seats included."""
        counts = set(setup.table())
        besides = f" besides {travellers} Traveller(s)" if travellers else ""
        self.fail("players", f"no setup counts for {seated} players{besides}: expected "
                  f"{min(counts)} to {max(counts)} players, and up to "
                  f"{MAX_SEATS - max(counts)} Travellers besides (at most {MAX_SEATS} seats)")

    def parse_traveller(self, entry: dict, key: str) -> str | None:
        """The seat's Traveller character, or None for a player from the bag: a
        `traveller: CHARACTER` entry, `traveller: true` with the claim, or a claim
        of a Traveller (announced in public, so it is what they are)."""
        flag, claim = entry.get("traveller"), entry.get("claim")
        claimed = character_id(claim) if isinstance(claim, str) else None
        if flag is None or flag is False:
            if flag is False and claimed and catalog()[claimed].team == "traveller":
                self.fail(f"{key}.claim", f"expected a character from the bag, got {claimed}"
                          " (a Traveller)")
            return claimed if claimed and catalog()[claimed].team == "traveller" else None
        if flag is True:
            if claim is None:
                self.fail(f"{key}.claim", "missing: a Traveller's claim is their Traveller "
                          "character (or write traveller: CHARACTER)")
            cid = self.character(claim, f"{key}.claim")
        else:
            cid = self.character(flag, f"{key}.traveller")
            if claim is not None and claimed != cid:
                self.fail(f"{key}.claim", f"expected the Traveller's own character {cid}, "
                          f"got {_show(claim)}")
        if catalog()[cid].team != "traveller":
            where = f"{key}.claim" if flag is True else f"{key}.traveller"
            self.fail(where, f"expected a Traveller character, got {cid} "
                      f"(a {catalog()[cid].team})")
        return cid

    def parse_traveller_extras(self, entry: dict, key: str, player: Player) -> None:
        """`alignment: good/evil` (default: the Storyteller's secret choice),
        `joined: {day: N}` or `{night: N}` (default: from the start) and `left:`
        likewise (default: never, or by exile), after joining."""
        if entry.get("alignment") is not None:
            value = entry["alignment"]
            if value not in ("good", "evil"):
                self.fail(f"{key}.alignment", f"expected good or evil, got {_show(value)}")
            player.alignment = value
        if entry.get("joined") is not None:
            m = self.mapping(entry["joined"], f"{key}.joined", "{day: N} or {night: N}")
            time, rest = self.phase(m, f"{key}.joined")
            if rest:
                self.fail(f"{key}.joined", f"expected only night or day, got {', '.join(m)}")
            player.joined = time
        if entry.get("left") is not None:
            m = self.mapping(entry["left"], f"{key}.left", "{day: N} or {night: N}")
            time, rest = self.phase(m, f"{key}.left")
            if rest:
                self.fail(f"{key}.left", f"expected only night or day, got {', '.join(m)}")
            if time.order() <= (player.joined.order() if player.joined else 1):
                self.fail(f"{key}.left", f"expected a phase after {player.name} joined "
                          f"({player.joined or 'night 1'}), got {time}")
            player.left = time

    def parse_claim(self, value: Any, key: str) -> tuple[str, list[ClaimChange]]:
        if not isinstance(value, list):
            return self.character(value, key, on_script=True), []
        if not value:
            self.fail(
                key, "expected a character, or a list [CHARACTER, {night: N, is: CHARACTER}, ...]"
            )
        start = self.character(value[0], f"{key}[0]", on_script=True)
        changes = []
        for j, item in enumerate(value[1:], start=1):
            ckey = f"{key}[{j}]"
            m = self.mapping(item, ckey, "a change such as {night: 3, is: imp}")
            time, rest = self.phase(m, ckey)
            if rest != ["is"]:
                self.fail(ckey, f"expected exactly the keys night/day and is, got {', '.join(m)}")
            changes.append(ClaimChange(time, self.character(m["is"], f"{ckey}.is")))
        return start, changes

    def parse_info(self, value: Any, key: str) -> Info:
        m = self.mapping(value, key, "a mapping such as {night: 1, empath: 0}")
        time, rest = self.phase(m, key)
        if len(rest) != 1:
            got = ", ".join(rest) if rest else "none"
            self.fail(key, f"expected exactly one ability key besides {time.kind}, got {got}")
        ability = self.character(rest[0], f"{key}.{rest[0]}")
        payload = self.payload(ability, m[rest[0]], f"{key}.{rest[0]}")
        return Info(time, ability, payload, key)

    def parse_counts(self, value: Any, players: list[Player]) -> dict[str, int]:
        m = self.mapping(
            value, "counts", "a mapping such as {townsfolk: 5, outsider: 1, minion: 1, demon: 1}"
        )
        out: dict[str, int] = {}
        for k, v in m.items():
            team = k.lower().removesuffix("s") if k.lower() != "townsfolk" else "townsfolk"
            if team not in BAG_TEAMS:
                self.fail(
                    f"counts.{k}", f"unknown key {k!r}; expected one of: {', '.join(BAG_TEAMS)}"
                )
            out[team] = self.whole(v, f"counts.{k}", 0, MAX_PLAYERS, "a count")
        seated = sum(1 for p in players if p.traveller is None)
        total = sum(out.values())
        if len(out) == len(BAG_TEAMS) and total != seated:
            self.fail("counts", f"expected counts adding up to {seated} players, got {total}")
        if total > seated:
            self.fail(
                "counts", f"expected counts adding up to at most {seated} players, got {total}"
            )
        missing = [t for t in BAG_TEAMS if t not in out]
        if missing:  # the standard table's counts for the teams left out
            standard = setup.table().get(seated)
            filled = {**standard, **out} if standard else {}
            if sum(filled.values()) != seated:
                self.fail("counts", f"expected {', '.join(missing)} too (the standard counts for "
                                    f"them do not add up to {seated} players with the rest)")
            out = {t: filled[t] for t in BAG_TEAMS}
        return out

    def parse_rules(self, value: Any) -> dict[str, bool]:
        rules = dict(RULE_DEFAULTS)
        if value is None:
            return rules
        m = self.mapping(value, "rules", "a mapping of rulings to true/false")
        for k, v in m.items():
            if k not in RULE_DEFAULTS:
                self.fail(
                    f"rules.{k}",
                    f"unknown ruling {k!r}; expected one of: {', '.join(RULE_DEFAULTS)}",
                )
            if not isinstance(v, bool):
                self.fail(f"rules.{k}", f"expected true or false, got {_show(v)}")
            rules[k] = v
        if rules["lleech_dies_after_host"] and rules["lleech_dies_with_host"]:
            self.fail("rules", "lleech_dies_after_host and lleech_dies_with_host exclude "
                      "each other")
        return rules

    def parse_now(self, value: Any, case: Case) -> Time:
        m = self.mapping(value, "now", "{day: N} or {night: N}")
        now, rest = self.phase(m, "now")
        if rest:
            self.fail("now", f"expected only night or day, got {', '.join(m)}")
        later = [(i.time, i.where) for p in case.players for i in p.info]
        later += [(e.time, e.where) for e in case.events]
        later += [
            (c.time, f"players[{k}].claim[{j + 1}]")
            for k, p in enumerate(case.players)
            for j, c in enumerate(p.changes)
        ]
        for time, where in later:
            if time.order() > now.order():
                self.fail(
                    f"{where}.{time.kind}",
                    f"expected a phase no later than now ({now}), got {time}",
                )
        return now

    def parse_expect(self, value: Any) -> dict[str, Any]:
        m = self.mapping(value, "expect", "a mapping with worlds, worlds_end, demon or consistent")
        self.only_keys(m, "expect", EXPECT_KEYS)
        out: dict[str, Any] = {}
        n = len(self.names)
        if "contains" in m and m["contains"] and not isinstance(m["contains"][0], list):
            m = {**m, "contains": [m["contains"]]}  # one world written as a flat list
        for k in ("worlds", "worlds_end", "contains"):
            if k not in m:
                continue
            worlds = []
            for i, world in enumerate(self.seq(m[k], f"expect.{k}", "worlds", 10_000)):
                wkey = f"expect.{k}[{i}]"
                if not isinstance(world, list) or len(world) != n:
                    self.fail(
                        wkey,
                        f"expected a list of {n} characters (one per seat), got {_show(world)}",
                    )
                worlds.append([self.character(c, f"{wkey}[{j}]") for j, c in enumerate(world)])
            out[k] = worlds
        if "demon" in m:
            demons = self.seq(_listify(m["demon"]), "expect.demon", "players", MAX_SEATS)
            out["demon"] = [self.player(p, f"expect.demon[{i}]") for i, p in enumerate(demons)]
        if "consistent" in m:
            if not isinstance(m["consistent"], bool):
                self.fail(
                    "expect.consistent", f"expected true or false, got {_show(m['consistent'])}"
                )
            out["consistent"] = m["consistent"]
        return out

    # ---- events ------------------------------------------------------------

    def parse_events(self, value: Any) -> list[Event]:
        entries = self.seq(_listify(value), "events", "events", MAX_EVENTS)
        return [self.parse_event(e, i) for i, e in enumerate(entries)]

    def parse_event(self, value: Any, index: int) -> Event:
        key = f"events[{index}]"
        m = self.mapping(value, key, "a mapping such as {day: 1, executed: P}")
        time, rest = self.phase(m, key)
        main = self.event_kind(m, rest, key)
        generic = main in event_fields() or main in GENERIC_KINDS
        kind = main if generic else character_id(main) or main  # a character's name -> its id
        allowed = event_fields().get(kind, ability_keys().get(kind, ()))
        for k in rest:
            if k != main and k not in allowed:
                options = ", ".join(allowed) or "nothing else"
                self.fail(f"{key}.{k}", f"unknown key {k!r} for {_a(kind)} event; expected: "
                          f"{options}{_death_hint(k)}")
        if kind in event_fields():
            for k in event_required().get(kind, ()):
                if k not in m:
                    self.fail(key, f"missing: expected {k} in {_a(kind)} event")
            if kind not in NIGHT_KINDS and time.kind != "day":
                self.fail(f"{key}.night", f"expected {_a(kind)} event on a day, got {time}")
            if kind == "revived" and time.kind != "night":
                self.fail(f"{key}.day", f"expected a revived event on a night (a "
                          f"resurrection is declared at dawn), got {time}")
        subject = self.event_value(kind, m[main], f"{key}.{main}", kind)
        fields = {k: self.event_value(k, m[k], f"{key}.{k}", kind) for k in rest if k != main}
        return Event(time, kind, subject, fields, key, index)

    def event_kind(self, m: dict, rest: list[str], key: str) -> str:
        """The event's main key: the first key naming a character (an `event_fields`
        kind or any other character id), else the first of executed/died/nominated/
        voted that is not a yes/no flag. So `{CHAR: Q, target: P, died: false}` and
        `{CHAR: Q, died: P}` are both CHAR events, not deaths."""
        for k in rest:
            if character_id(k) is not None:
                return k
        for k in rest:
            if k in GENERIC_KINDS and not isinstance(m[k], bool):
                return k
        known = ", ".join((*event_fields(), "or a character id"))
        hint = did_you_mean(_close(rest[0], [*event_fields(), *catalog()])) if rest else ""
        self.fail(key, f"expected an event key ({known}), got {', '.join(rest) or 'none'}{hint}")

    def event_value(self, k: str, v: Any, key: str, kind: str) -> Any:
        if k in PLAYER_LIST_FIELDS:
            items = self.seq(v, key, "players", MAX_SEATS)
            out = [self.player(p, f"{key}[{i}]") for i, p in enumerate(items)]
            if len(set(out)) != len(out):
                self.fail(key, "expected each player at most once")
            return out
        if k == "statement":
            self.statement(v, key)
            return v
        if k == "votes":
            return self.whole(v, key, 0, MAX_SEATS, "a number of votes")
        if k in BOOL_OK and isinstance(v, bool):
            return v
        if k in bool_only().get(kind, ()):
            self.fail(key, f"expected yes or no, got {_show(v)}")
        if k == "by" and kind == "died":
            return self.player_or_character(v, key)
        if k == "as" and kind == "reincarnated":
            cid = self.character(v, key)
            if catalog()[cid].team != "traveller":
                self.fail(key, f"expected a Traveller, got {cid} (a {catalog()[cid].team})")
            return cid
        if k == kind and kind not in event_fields() and getattr(rule(kind), "names_character",
                                                                 False):
            return self.character(v, key)  # an announcement naming a character
        if k == kind and kind not in event_fields() and isinstance(v, list):
            # An ability's public event about several players at once.
            items = self.seq(v, key, "players", MAX_SEATS)
            out = [self.player(p, f"{key}[{i}]") for i, p in enumerate(items)]
            if not out or len(set(out)) != len(out):
                self.fail(key, "expected one or more players, each at most once")
            return out
        if k == kind and kind not in event_fields():
            r = rule(kind)
            if r is not None and r.event_words:  # an announcement that names nobody
                if v not in r.event_words:
                    self.fail(key, f"expected {' or '.join(r.event_words)}, got {_show(v)}")
                return v
        if k in player_fields() or (k == kind and kind not in event_fields()):
            return self.player(v, key)
        return v

    def player_or_character(self, v: Any, key: str) -> str:
        if isinstance(v, str) and v in self.names:
            return v
        cid = character_id(v)
        if cid is not None:
            return cid
        options = close_players(v, self.names) + close_characters(v)
        self.fail(
            key, f"expected a player or a character id, got {_show(v)}{did_you_mean(options)}"
        )


# ---------------------------------------------------------------- helpers


def _death_hint(k: str) -> str:
    """Where a death was written on an event that cannot record one: its form."""
    if k != "died":
        return ""
    return " (a death is its own event: {day: N, died: P} or {night: N, died: P})"


def _listify(value: Any) -> list:
    """An omitted list is empty; a single item stands for a list of one."""
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _close(value: Any, options: list[str]) -> list[str]:
    return difflib.get_close_matches(str(value).lower(), options, n=3)


def _join_surrogates(data: Any, path: str) -> Any:
    """Every string of the document, with a surrogate pair written as two escapes
    (JSON's "\\ud83e\\ude78", which YAML keeps as two code points) joined into its
    character. A lone surrogate can be neither printed nor encoded: an error naming
    its key. Works in place, without recursion, once per container (aliases)."""

    def fix(text: str, where: str) -> str:
        try:
            text.encode("utf-8")
            return text
        except UnicodeEncodeError:
            pass
        try:
            return text.encode("utf-16", "surrogatepass").decode("utf-16")
        except UnicodeDecodeError:
            raise CaseError(
                path, _one_line(where), f"expected text, got a lone surrogate in {_show(text)}"
            ) from None

    root = [data]
    seen: set[int] = set()
    stack: list[tuple[Any, Any, str]] = [(root, 0, "(top level)")]
    while stack:
        box, k, where = stack.pop()
        value = box[k]
        if isinstance(value, str):
            box[k] = fix(value, where)
        elif isinstance(value, (list, dict)) and id(value) not in seen:
            seen.add(id(value))
            if isinstance(value, list):
                stack.extend((value, i, f"{where}[{i}]") for i in reversed(range(len(value))))
                continue
            keys = [fix(key, f"{where}.{key}") if isinstance(key, str) else key for key in value]
            if any(new is not old for new, old in zip(keys, value)):
                if len(set(keys)) != len(keys):
                    raise CaseError(path, _one_line(where), "expected each key once")
                items = list(zip(keys, value.values()))
                value.clear()
                value.update(items)
            top = where == "(top level)"
            stack.extend((value, key, key if top else f"{where}.{key}") for key in reversed(value))
    return root[0]


def _a(word: str) -> str:
    """`a claim`, `an executed`: a word the message names, with its article."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _one_line(text: str) -> str:
    """`text` with line breaks, control characters and lone surrogates escaped, so
    an error stays one printable line (keys and values come from the user)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _show(value: Any) -> str:
    """A short rendering of a user value for messages (never a huge dump)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def payload_for(case: Case, rule_obj: Any, value: Any, where: str) -> Any:
    """Check and normalise a payload outside a case file (the `info()` atom of a
    statement), with this case's players."""
    shape = getattr(rule_obj, "payload", None)
    if shape is None:
        return value
    try:
        return shape.parse(value, _Resolver(case.names))
    except PayloadError as e:
        raise CaseError(case.path, _one_line(where), _one_line(str(e))) from None
