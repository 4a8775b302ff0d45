"""One fact in words, as a player says it at the table, turned into an edit of
the case file (../shared/spec/case-format.md).

    claim PLAYER CHARACTER
    traveller PLAYER CHARACTER [good|evil] [joined night|day N] [left night|day N] [seat K]
                                              (a new name sits last, or in seat K)
    fabled|loric CHARACTER... | none         the Fabled and Loric in play
    info PLAYER night|day N ABILITY PAYLOAD...
    became PLAYER night|day N CHARACTER
    died PLAYER night|day N [by CHARACTER] ...
    executed PLAYER day N [died no] ...
    nominated PLAYER by PLAYER day N [votes K] [voters PLAYER...]
    voted day N PLAYER...
    ABILITY PLAYER day N KEY VALUE...        a public day action
    ABILITY PLAYER... night|day N            an ability's public event about several players
    hidden | you_might_be CHARACTER...
    counts TEAM N ...    rules RULING yes|no ...
    you PLAYER    known STATEMENT    now night|day N    title|source TEXT    script ID

Payload words are read by the ability's payload shape (caselang/payloadwords.py).
The words are only arranged here: whether the result is a valid case is decided
by the case loader, exactly as for `botc solve`.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ruamel.yaml.comments import CommentedMap

from caselang.case import Time
from caselang.errors import CaseError
from caselang.parse import (
    BOOL_OK,
    GENERIC_KINDS,
    PLAYER_KEYS,
    PLAYER_LIST_FIELDS,
    ability_keys,
    event_fields,
    player_fields,
)
from caselang.payloadwords import NO, YES, payload
from caselang.statements import (
    character_id,
    close_characters,
    close_players,
    did_you_mean,
)
from rules.registry import rule
from table.yamledit import (
    block_seq,
    flow_map,
    flow_seq,
    insert_item,
    insert_key,
    insert_sorted,
    scalar,
    to_block,
)

PHASES = ("night", "day")
SETTINGS = ("hidden", "you_might_be", "counts", "rules", "you", "known", "now",
            "title", "source", "script", "fabled", "loric")
# Where a new top-level key goes: the setup first, then the players and the game.
KEY_ORDER = ("title", "source", "script", "fabled", "you", "you_might_be", "hidden", "counts",
             "rules", "known", "players", "events", "now", "expect")


@cache
def commands() -> tuple[str, ...]:
    """The words a fact may start with (every declared public action among them)."""
    return ("claim", "info", "became", "traveller", *GENERIC_KINDS, *event_fields(), *SETTINGS)


@cache
def event_keys() -> frozenset[str]:
    """Words that start a new key inside an event (so a list of players ends there)."""
    return frozenset((*PHASES, *player_fields(), *PLAYER_LIST_FIELDS, "votes", "statement",
                      *(k for keys in (*event_fields().values(), *ability_keys().values())
                        for k in keys)))


@dataclass
class Change:
    """What a line of words did to the document, in words for the user."""

    summary: str
    report: tuple[str, Time, str] | None = None  # an info report: player, time, ability


class Words:
    """The words of one fact, read left to right; errors name the file, the
    command and what was expected."""

    def __init__(self, words: list[str], path: str, data: CommentedMap) -> None:
        self.words = words
        self.i = 0
        self.path = path
        self.data = data
        self.command = words[0].lower() if words else ""
        players = data.get("players")
        self.players: list[Any] = list(players) if isinstance(players, list) else []
        self.names = [str(p.get("name")) for p in self.players if isinstance(p, dict)]

    def fail(self, message: str, key: str | None = None) -> CaseError:
        return CaseError(self.path, key or self.command, message)

    def more(self) -> bool:
        return self.i < len(self.words)

    def next(self, what: str) -> str:
        if not self.more():
            raise self.fail(f"expected {what} after {' '.join(self.words)!r}")
        self.i += 1
        return self.words[self.i - 1]

    def rest(self) -> list[str]:
        out, self.i = self.words[self.i:], len(self.words)
        return out

    def done(self) -> None:
        if self.more():
            raise self.fail(f"expected nothing more, got {' '.join(self.words[self.i:])!r}")

    # ---- names ------------------------------------------------------------------
    def name(self, word: str) -> str:
        """A player's exact name (ignoring case when that is unambiguous), else the
        word unchanged for the case loader to reject with its suggestions."""
        if word in self.names:
            return word
        same = [n for n in self.names if n.lower() == word.lower()]
        return same[0] if len(same) == 1 else word

    def seat(self, word: str) -> tuple[int, CommentedMap]:
        """The `players` entry of the player named `word`."""
        name = self.name(word)
        for i, entry in enumerate(self.players):
            if isinstance(entry, dict) and str(entry.get("name")) == name:
                return i, entry
        hint = did_you_mean(close_players(word, self.names))
        raise self.fail(f"expected a player name, got {word!r}{hint}")

    def character(self, word: str, what: str = "a character") -> str:
        cid = character_id(word)
        if cid is None:
            raise self.fail(f"expected {what}, got {word!r}{did_you_mean(close_characters(word))}")
        return cid

    def phase(self) -> tuple[str, int]:
        kind = self.next("night N or day N").lower()
        if kind not in PHASES:
            raise self.fail(f"expected night N or day N, got {kind!r}")
        return kind, self.number(self.next(f"a {kind} number"), f"a {kind} number")

    def number(self, word: str, what: str) -> int:
        if not word.isdigit():
            raise self.fail(f"expected {what}, got {word!r}")
        return int(word)

    def value(self, word: str) -> Any:
        """A value of unknown shape: yes/no, a number, a player or a character."""
        low = word.lower()
        if low in YES or low in NO:
            return low in YES
        if word.isdigit():
            return int(word)
        if self.name(word) in self.names:
            return self.name(word)
        return character_id(word) or word


def yaml_node(value: Any) -> Any:
    """Plain lists and dicts as one-line YAML (`[A, B, x]`, `{A: x}`)."""
    if isinstance(value, list):
        return flow_seq(yaml_node(v) for v in value)
    if isinstance(value, dict):
        return flow_map((k, yaml_node(v)) for k, v in value.items())
    return scalar(value)


def inline(value: Any) -> str:
    """A value as it reads on one line of the file, for messages."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {inline(v)}" for k, v in value.items()) + "}"
    return str(value)


def said(value: Any) -> str:
    """A value in the words `add` takes (`Ann Fay no`), for messages."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, (list, tuple)):
        return " ".join(said(v) for v in value)
    if isinstance(value, dict):
        return " ".join(f"{k} {said(v)}" for k, v in value.items())
    return str(value)


def plain(value: Any) -> Any:
    """ruamel's nodes as plain Python values, yes/no as the case loader reads them
    (to compare entries)."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, str):
        low = value.lower()
        return low in YES if low in YES + NO else str(value)
    return value


# ---- edits --------------------------------------------------------------------
def phase_order(entry: Any) -> int:
    """Night 1 < day 1 < night 2 ...; entries without a phase come first."""
    if not isinstance(entry, dict):
        return 0
    for kind, shift in (("night", 1), ("day", 0)):
        n = entry.get(kind)
        if isinstance(n, int) and not isinstance(n, bool):
            return 2 * n - shift
    return 0


def add_entry(w: Words, container: CommentedMap, key: str, entry: dict, order: tuple[str, ...],
              where: str) -> None:
    """Add `entry` to the list under `key`, in time order, unless it is already there."""
    current = container.get(key)
    node = flow_map((k, yaml_node(v)) for k, v in entry.items())
    if isinstance(current, dict):  # a single entry written without a list
        current = block_seq([current])
        insert_key(container, key, current, order)
    if isinstance(current, list):
        if any(plain(e) == entry for e in current):
            raise w.fail(f"already in the case: {inline(entry)} in {where}")
        insert_sorted(current, node, phase_order)
    else:
        insert_key(container, key, block_seq([node]), order, spaced=container is w.data)


def apply(words: list[str], data: CommentedMap, path: str) -> Change:
    """Parse one fact and make the edit on `data`; a CaseError if the words are not
    a fact (the document is then unchanged)."""
    if not words:
        raise CaseError(path, "(words)", f"expected a fact, starting with one of: {_menu()}")
    w = Words(words, path, data)
    w.i = 1
    cmd = w.command
    if cmd == "claim":
        return _claim(w)
    if cmd == "info":
        return _info(w)
    if cmd == "became":
        return _became(w)
    if cmd in ("traveller", "traveler"):
        return _traveller(w)
    if cmd in SETTINGS:
        return _setting(w)
    if cmd in GENERIC_KINDS or cmd in event_fields() or character_id(cmd) is not None:
        return _event(w)
    hint = did_you_mean(difflib.get_close_matches(cmd, commands(), n=3))
    raise w.fail(f"unknown fact {words[0]!r}; expected one of: {_menu()}{hint}", "(words)")


def _menu() -> str:
    """Every kind of fact (the public abilities as one)."""
    return ", ".join((*commands()[:4], *GENERIC_KINDS, "an ability", *SETTINGS))


def _claim(w: Words) -> Change:
    _, entry = w.seat(w.next("a player"))
    cid = w.character(w.next("a character"))
    w.done()
    name = entry["name"]
    old = entry.get("claim")
    if isinstance(old, list) and old:
        was = old[0]
        old[0] = scalar(cid)
    else:
        was = old
        insert_key(entry, "claim", cid, PLAYER_KEYS)
    if was is not None and str(was) != cid:
        return Change(f"{name} claims {cid} (was {was})")
    return Change(f"{name} claims {cid}")


def _traveller(w: Words) -> Change:
    """A Traveller's seat: an existing player marked, or a new player who sits
    last in the circle (between the last seat and the first), or in seat K
    (numbered from 1 as `botc show` numbers them; those from K on move one
    seat round)."""
    word = w.next("a player")
    cid = w.character(w.next("a Traveller character"), "a Traveller character")
    keys: list[tuple[str, Any]] = [("traveller", cid)]
    seat: int | None = None
    when = ""
    while w.more():
        key = w.next("good, evil, joined, left or seat").lower()
        if key in ("good", "evil"):
            keys.append(("alignment", key))
        elif key in ("joined", "left"):
            kind, n = w.phase()
            keys.append((key, flow_map([(kind, n)])))
            when += f", {key} {kind} {n}"
        elif key == "seat":
            seat = w.number(w.next("a seat number"), "a seat number")
        else:
            raise w.fail(f"expected good, evil, joined night|day N, left night|day N or seat K, "
                         f"got {key!r}")
    name = w.name(word)
    if name in w.names:
        index, entry = w.seat(name)
        if seat is not None and seat != index + 1:
            raise w.fail(f"{name} already sits in seat {index + 1}; a seat is chosen only "
                         "for a new player")
        for k, v in keys:
            insert_key(entry, k, v, PLAYER_KEYS)
        return Change(f"{name} is the Traveller {cid}{when}")
    players = w.data.get("players")
    if not isinstance(players, list):
        raise w.fail("expected a players list to add the Traveller to")
    last = len(players) + 1
    if seat is not None and not 1 <= seat <= last:
        raise w.fail(f"expected a seat from 1 to {last}, got {seat}")
    index = last - 1 if seat is None else seat - 1
    insert_item(players, index, flow_map([("name", word), *keys]))
    where = "seated last" if index == last - 1 else f"in seat {index + 1}"
    return Change(f"{word} joins as the Traveller {cid} ({where}{when})")


def _info(w: Words) -> Change:
    index, entry = w.seat(w.next("a player"))
    kind, n = w.phase()
    ability = w.character(w.next("an ability (a character)"), "an ability (a character)")
    r = rule(ability)
    value = payload(r.payload if r is not None else None, w.rest(), w)
    if "info" not in entry:
        to_block(w.data["players"], index)
    report = {kind: n, ability: value}
    add_entry(w, entry, "info", report, PLAYER_KEYS, f"{entry['name']}'s info")
    whose = "your" if w.data.get("you") == entry["name"] else f"{entry['name']}'s"
    return Change(f"{whose} {ability} on {kind} {n}: {said(value)}",
                  (str(entry["name"]), Time(kind, n), ability))


def _became(w: Words) -> Change:
    _, entry = w.seat(w.next("a player"))
    kind, n = w.phase()
    cid = w.character(w.next("a character"))
    w.done()
    name = entry["name"]
    claim = entry.get("claim")
    if claim is None or (isinstance(claim, list) and not claim):
        raise w.fail(f"{name} has no claim yet: first `claim {name} CHARACTER`")
    change = {kind: n, "is": cid}
    if not isinstance(claim, list):
        insert_key(entry, "claim", flow_seq([claim, flow_map(change.items())]), PLAYER_KEYS)
    else:
        if any(plain(c) == change for c in claim[1:]):
            raise w.fail(f"already in the case: {inline(change)} in {name}'s claim")
        insert_sorted(claim, flow_map(change.items()),
                      lambda c: phase_order(c) if isinstance(c, dict) else -1)
    return Change(f"{name} says they became {cid} on {kind} {n}")


def _event(w: Words) -> Change:
    cmd = w.command
    kind = cmd if cmd in GENERIC_KINDS or cmd in event_fields() else character_id(cmd)
    fields: list[tuple[str, Any]] = []
    if kind in PLAYER_LIST_FIELDS:
        subject: Any = _players_until_key(w)
    elif getattr(rule(kind), "names_character", False):  # an announced character
        if not w.more() or w.words[w.i].lower() in PHASES:
            raise w.fail("expected a character")
        subject = w.character(w.next("a character"))
    elif not w.more() or w.words[w.i].lower() in PHASES:
        raise w.fail("expected a player")
    elif kind in GENERIC_KINDS or kind in event_fields():
        subject = w.name(w.next("a player"))
    else:  # an ability's event: one player, or several (`ABILITY A B C night 3`)
        first = w.name(w.next("a player"))
        more = _players_until_key(w)
        subject = [first, *more] if more else first
    phase: tuple[str, int] | None = None
    while w.more():
        key = w.next("a key").lower()
        if key not in event_keys() and kind in PLAYER_LIST_FIELDS:  # `voted day 2 A B`
            w.i -= 1
            subject += _players_until_key(w)
            continue
        if key in PHASES:
            w.i -= 1
            phase = w.phase()
            continue
        if key in PLAYER_LIST_FIELDS:
            fields.append((key, _players_until_key(w)))
        elif key == "statement":
            fields.append((key, " ".join(_until_key(w))))
        elif key == "votes":
            fields.append((key, w.number(w.next("a number of votes"), "a number of votes")))
        else:
            word = w.next(f"a value for {key}")
            value = w.value(word)
            if key in player_fields() and key not in BOOL_OK and not isinstance(value, str):
                value = word  # a player's name that looks like a number or yes/no
            fields.append((key, value))
    if phase is None:
        raise w.fail("expected night N or day N")
    event = {phase[0]: phase[1], kind: subject, **dict(fields)}
    add_entry(w, w.data, "events", event, KEY_ORDER, "events")
    rest = "".join(f" {k} {said(v)}" for k, v in fields)
    return Change(f"{phase[0]} {phase[1]}: {kind} {said(subject)}{rest}")


def _until_key(w: Words) -> list[str]:
    out = []
    while w.more() and w.words[w.i].lower() not in event_keys():
        out.append(w.next("a word"))
    return out


def _players_until_key(w: Words) -> list[str]:
    return [w.name(x) for x in _until_key(w)]


def _setting(w: Words) -> Change:
    key = w.command
    data = w.data
    if key in ("hidden", "you_might_be"):
        value: Any = flow_seq(w.character(x) for x in w.rest())
    elif key == "counts":
        value = flow_map(_pairs(w, lambda word: w.number(word, "a count")))
    elif key == "rules":
        pairs = _pairs(w, lambda word: _yes_no(w, word))
        current = data.get("rules")
        if isinstance(current, dict):
            for k, v in pairs:
                current[k] = scalar(v)
            return Change(f"rules: {inline(plain(current))}")
        value = flow_map(pairs)
    elif key in ("fabled", "loric"):
        words = w.rest()
        if not words:
            raise w.fail("expected the Fabled and Loric in play (or none)")
        chars = [] if [x.lower() for x in words] == ["none"] else \
            [w.character(x, "a Fabled or Loric") for x in words]
        insert_key(data, "fabled", flow_seq(chars), KEY_ORDER)
        return Change(f"the Fabled and Loric in play are {', '.join(chars)}, only" if chars
                      else "no Fabled or Loric in play")
    elif key == "you":
        value = w.seat(w.next("a player"))[1]["name"]
        w.done()
    elif key == "now":
        kind, n = w.phase()
        w.done()
        value = flow_map([(kind, n)])
    elif key == "known":
        text = " ".join(w.rest())
        if not text:
            raise w.fail("expected a STATEMENT")
        current = data.get("known")
        if isinstance(current, list):
            if text in current:
                raise w.fail(f"already in the case: known {text!r}")
            current.append(scalar(text))
            return Change(f"known: {text}")
        insert_key(data, key, block_seq([text] if current is None else [current, text]),
                   KEY_ORDER, spaced=True)
        return Change(f"known: {text}")
    else:  # title, source, script: text
        value = " ".join(w.rest())
        if not value:
            raise w.fail("expected some text")
    insert_key(data, key, value, KEY_ORDER, spaced=key == "known")
    return Change(f"{key}: {inline(plain(value))}")


def _pairs(w: Words, read: Callable[[str], Any]) -> list[tuple[str, Any]]:
    words = w.rest()
    if not words or len(words) % 2:
        raise w.fail("expected pairs of KEY VALUE")
    return [(k.lower(), read(v)) for k, v in zip(words[::2], words[1::2])]


def _yes_no(w: Words, word: str) -> bool:
    if word.lower() not in YES + NO:
        raise w.fail(f"expected yes or no, got {word!r}")
    return word.lower() in YES
