"""The STATEMENT language (case-format.md, "Statements").

A statement is a small boolean formula over atoms such as `evil(Tim)` or
`count(evil) == 3`. Info payloads and events that hold one, `known:` and the
command line's `--assume`/`--where`/`why` all use it, so it is parsed once here
into a frozen AST. Parsing only checks syntax; `validate_statement` (or
`resolve_statement`) checks names against a case, because the same text can be
typed before any case is loaded.

Grammar (precedence: not > and > or):

    expr    := conj ("or" conj)*
    conj    := unary ("and" unary)*
    unary   := "not" unary | "(" expr ")" | atom
    atom    := NAME "(" ARGS ")"            NAME in good evil is in_play dead drunk poisoned
             | "count" "(" ARGS ")" OP INT  OP in == != < <= > >=
             | "info" "(" CHARACTER "," PAYLOAD ")"

ARGS are raw text split on top-level commas (a name may be quoted); an atom's
optional last argument is a time, `night N` or `day N`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from caselang.case import Time
from facts.catalog import TEAMS, catalog, normalise

MAX_LENGTH = 2000  # characters of statement text
MAX_DEPTH = 100  # nested parentheses / nots: keeps recursion far from Python's limit
MAX_PHASE = 20  # nights and days, as for case files

PLAYER_ATOMS = ("good", "evil", "dead", "drunk", "poisoned")
ATOM_NAMES = (*PLAYER_ATOMS, "is", "in_play", "count", "info")
OPS = ("==", "!=", "<=", ">=", "<", ">")
ALIGNMENTS = ("good", "evil")

# Accepted spellings of atom names, after lower-casing and dropping _ and -.
_ATOM_ALIASES = {name.replace("_", ""): name for name in ATOM_NAMES}
_TEAM_ALIASES = {
    **{t: t for t in TEAMS},
    **{t + "s": t for t in TEAMS if t not in ("townsfolk", "fabled", "loric")},
    "traveler": "traveller",
    "travelers": "traveller",
    "good": "good",
    "evil": "evil",
}
_TIME_START_RE = re.compile(r"^(night|day)(\s|\d|$)", re.IGNORECASE)
_TIME_RE = re.compile(r"^\s*(night|day)\s*(\d+)\s*$", re.IGNORECASE)


class StatementError(ValueError):
    """A statement that does not parse or names something unknown; the message
    says what was expected, so callers can prefix it with where it came from."""


# ---------------------------------------------------------------- the AST


@dataclass(frozen=True)
class Atom:
    """`good/evil/dead/drunk/poisoned(P)`, `is(P, CHAR_OR_TEAM)`, `in_play(CHAR)`."""

    name: str
    args: tuple[str, ...]
    time: Time | None = None

    def __str__(self) -> str:
        return _call(self.name, self.args, self.time)


@dataclass(frozen=True)
class Count:
    """`count(TEAM_OR_ALIGNMENT) OP N`."""

    what: str
    op: str
    n: int
    time: Time | None = None

    def __str__(self) -> str:
        return f"{_call('count', (self.what,), self.time)} {self.op} {self.n}"


@dataclass(frozen=True)
class InfoAtom:
    """`info(CHAR, PAYLOAD)`: that character's info with this payload would be true."""

    char: str
    payload: Any

    def __str__(self) -> str:
        text = yaml.safe_dump(self.payload, default_flow_style=True, width=10**6)
        return f"info({self.char}, {text.strip().removesuffix('...').strip()})"


@dataclass(frozen=True)
class Not:
    x: Node

    def __str__(self) -> str:
        inner = str(self.x)
        return f"not ({inner})" if isinstance(self.x, (And, Or)) else f"not {inner}"


@dataclass(frozen=True)
class And:
    items: tuple[Node, ...]

    def __str__(self) -> str:
        return " and ".join(f"({i})" if isinstance(i, Or) else str(i) for i in self.items)


@dataclass(frozen=True)
class Or:
    items: tuple[Node, ...]

    def __str__(self) -> str:
        return " or ".join(str(i) for i in self.items)


Node = Atom | Count | InfoAtom | Not | And | Or


def _call(name: str, args: tuple[str, ...], time: Time | None) -> str:
    parts = list(args) + ([str(time)] if time else [])
    return f"{name}({', '.join(parts)})"


# ---------------------------------------------------------------- tokenizer


@dataclass(frozen=True)
class _Tok:
    kind: str  # "atom", "word", "(", ")", "op", "int", "not", "and", "or", "end"
    text: str
    pos: int  # 0-based offset, reported 1-based as a column
    args: tuple[str, ...] = ()  # for atoms: raw argument texts
    raw: str = ""  # for atoms: the text between the parentheses


_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_\-]*")
_OPEN = "([{"
_CLOSE = ")]}"


def _scan_args(text: str, start: int) -> tuple[int, list[tuple[int, int]]]:
    """From just after an atom's `(`, find its matching `)`; return the offset
    after it and the (start, end) spans of the top-level comma-separated
    arguments. Quotes count only where YAML would start a quoted scalar, so an
    apostrophe inside a name (a player's or a character's) is just a letter."""
    stack: list[str] = []
    spans: list[tuple[int, int]] = []
    arg_start = start
    i = start
    prev = "("  # last non-space character seen
    while i < len(text):
        c = text[i]
        if c in "'\"" and prev in "([{,:":
            end = _skip_quoted(text, i)
            prev = c
            i = end
            continue
        if c in _OPEN:
            stack.append(_CLOSE[_OPEN.index(c)])
        elif c in _CLOSE:
            if stack:
                if c != stack[-1]:
                    raise StatementError(
                        f"expected {stack[-1]!r} but found {c!r} at column {i + 1}"
                    )
                stack.pop()
            elif c == ")":
                spans.append((arg_start, i))
                return i + 1, spans
            else:
                raise StatementError(f"unexpected {c!r} at column {i + 1}")
        elif c == "," and not stack:
            spans.append((arg_start, i))
            arg_start = i + 1
        if not c.isspace():
            prev = c
        i += 1
    raise StatementError(f"expected ')' to close the '(' at column {start}")


def _skip_quoted(text: str, i: int) -> int:
    """Offset just after the quoted string starting at `i`."""
    q = text[i]
    j = i + 1
    while j < len(text):
        if q == '"' and text[j] == "\\":
            j += 2
            continue
        if text[j] == q:
            if q == "'" and text[j + 1 : j + 2] == "'":  # YAML's '' escape
                j += 2
                continue
            return j + 1
        j += 1
    raise StatementError(f"expected a closing {q} for the quote at column {i + 1}")


def _tokenize(text: str) -> list[_Tok]:
    toks: list[_Tok] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c in "()":
            toks.append(_Tok(c, c, i))
            i += 1
        elif c in "=!<>":
            op = text[i : i + 2] if text[i : i + 2] in OPS else c
            if op == "!":
                raise StatementError(f"expected 'not' or '!=' at column {i + 1}")
            toks.append(_Tok("op", "==" if op == "=" else op, i))
            i += len(op)
        elif c.isdigit():
            m = re.match(r"\d+", text[i:])
            assert m is not None
            toks.append(_Tok("int", m.group(), i))
            i += len(m.group())
        elif m := _WORD_RE.match(text, i):
            word = m.group()
            low = word.lower()
            j = m.end()
            if low in ("not", "and", "or"):
                toks.append(_Tok(low, word, i))
                i = j
                continue
            while j < len(text) and text[j].isspace():
                j += 1
            if j >= len(text) or text[j] != "(":
                toks.append(_Tok("word", word, i))  # an error, reported by the parser in context
                i = m.end()
                continue
            name = _ATOM_ALIASES.get(low.replace("_", "").replace("-", ""))
            if name is None:
                close = difflib.get_close_matches(low, ATOM_NAMES, n=3)
                hint = f" (did you mean {', '.join(close)}?)" if close else ""
                raise StatementError(
                    f"unknown atom {word!r} at column {i + 1}{hint}: expected one of "
                    + ", ".join(ATOM_NAMES)
                )
            end, spans = _scan_args(text, j + 1)
            args = tuple(text[a:b].strip() for a, b in spans)
            toks.append(_Tok("atom", name, i, args, text[j + 1 : end - 1]))
            i = end
        else:
            raise StatementError(f"unexpected {c!r} at column {i + 1}")
    toks.append(_Tok("end", "", len(text)))
    return toks


# ---------------------------------------------------------------- parser


def parse_statement(text: str) -> Node:
    """Parse STATEMENT text into an AST, or raise StatementError saying what was expected."""
    if not isinstance(text, str):
        raise StatementError(f"expected a statement as text, got {text!r}")
    if len(text) > MAX_LENGTH:
        raise StatementError(f"expected at most {MAX_LENGTH} characters, got {len(text)}")
    if not text.strip():
        raise StatementError("expected a statement, got empty text")
    return _Parser(_tokenize(text)).parse()


class _Parser:
    def __init__(self, toks: list[_Tok]) -> None:
        self.toks = toks
        self.i = 0
        self.depth = 0

    def peek(self) -> _Tok:
        return self.toks[self.i]

    def take(self) -> _Tok:
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def parse(self) -> Node:
        node = self.expr()
        tok = self.peek()
        if tok.kind != "end":
            raise StatementError(
                f"unexpected {_describe(tok)} at column {tok.pos + 1}: expected 'and', 'or' "
                "or the end of the statement"
            )
        return node

    def expr(self) -> Node:
        items = [self.conj()]
        while self.peek().kind == "or":
            self.take()
            items.append(self.conj())
        return items[0] if len(items) == 1 else Or(tuple(items))

    def conj(self) -> Node:
        items = [self.unary()]
        while self.peek().kind == "and":
            self.take()
            items.append(self.unary())
        return items[0] if len(items) == 1 else And(tuple(items))

    def unary(self) -> Node:
        nots = 0
        while self.peek().kind == "not":  # a loop, so `not not ...` cannot recurse deeply
            self.take()
            nots += 1
        node = self.primary()
        for _ in range(nots):
            node = Not(node)
        return node

    def primary(self) -> Node:
        tok = self.take()
        if tok.kind == "(":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise StatementError(f"expected at most {MAX_DEPTH} nested parentheses")
            node = self.expr()
            close = self.take()
            if close.kind != ")":
                raise StatementError(
                    f"expected ')' at column {close.pos + 1} to close the '(' at column "
                    f"{tok.pos + 1}, got {_describe(close)}"
                )
            self.depth -= 1
            return node
        if tok.kind == "atom":
            return self.atom(tok)
        raise StatementError(
            f"expected an atom such as evil(P), 'not' or '(' at column {tok.pos + 1}, "
            f"got {_describe(tok)}"
        )

    def atom(self, tok: _Tok) -> Node:
        where = f"{tok.text}(...) at column {tok.pos + 1}"
        if tok.text == "info":
            return _info_atom(tok, where)
        args = list(tok.args)
        if any(a == "" for a in args):
            raise StatementError(f"{where}: expected no empty arguments")
        arity = 2 if tok.text == "is" else 1
        time = None
        if len(args) == arity + 1 and _TIME_START_RE.match(args[-1]):
            time = _time(args.pop(), where)
        if len(args) != arity:
            shape = {
                "is": "is(P, CHARACTER_OR_TEAM)",
                "in_play": "in_play(CHARACTER)",
                "count": "count(TEAM_OR_ALIGNMENT)",
            }.get(tok.text, f"{tok.text}(P)")
            raise StatementError(
                f"{where}: expected {shape} with an optional time such as 'night 2', "
                f"got {len(tok.args)} argument(s)"
            )
        args = [_unquote(a, where) for a in args]
        if tok.text != "count":
            return Atom(tok.text, tuple(args), time)
        op = self.take()
        if op.kind != "op":
            raise StatementError(
                f"{where}: expected a comparison ({' '.join(OPS)}) after count(...), "
                f"got {_describe(op)}"
            )
        n = self.take()
        if n.kind != "int":
            raise StatementError(
                f"{where}: expected a whole number after {op.text!r}, got {_describe(n)}"
            )
        return Count(args[0], op.text, int(n.text), time)


def _describe(tok: _Tok) -> str:
    return "the end of the statement" if tok.kind == "end" else repr(tok.text)


def _time(arg: str, where: str) -> Time:
    m = _TIME_RE.match(arg)
    if not m:
        raise StatementError(f"{where}: expected a time such as 'night 2' or 'day 3', got {arg!r}")
    n = int(m.group(2))
    if not 1 <= n <= MAX_PHASE:
        raise StatementError(
            f"{where}: expected a {m.group(1).lower()} from 1 to {MAX_PHASE}, got {n}"
        )
    return Time(m.group(1).lower(), n)


def _unquote(arg: str, where: str) -> str:
    if len(arg) >= 2 and arg[0] == arg[-1] and arg[0] in "'\"":
        try:
            value = yaml.safe_load(arg)
        except yaml.YAMLError:
            raise StatementError(f"{where}: expected a properly quoted name, got {arg}") from None
        return str(value)
    return arg


def _info_atom(tok: _Tok, where: str) -> InfoAtom:
    comma = _top_comma(tok.raw)
    if comma is None:
        raise StatementError(f"{where}: expected info(CHARACTER, PAYLOAD)")
    char = _unquote(tok.raw[:comma].strip(), where)
    text = tok.raw[comma + 1 :].strip()
    if not char or not text:
        raise StatementError(f"{where}: expected info(CHARACTER, PAYLOAD)")
    try:
        payload = yaml.safe_load(text)
    except (yaml.YAMLError, RecursionError):
        raise StatementError(f"{where}: expected a YAML payload, got {text!r}") from None
    return InfoAtom(char, payload)


def _top_comma(raw: str) -> int | None:
    """Offset of the first argument separator in an atom's raw text."""
    _, spans = _scan_args(raw + ")", 0)
    return spans[0][1] if len(spans) > 1 else None


# ---------------------------------------------------------------- names


@dataclass(frozen=True)
class _Names:
    ids: dict[str, str]  # normalised id or printed name -> id
    printed: dict[str, str]  # lower-case printed name -> id


@cache
def _names() -> _Names:
    cat = catalog()
    ids = {cid: cid for cid in cat}
    ids.update({normalise(m.name): cid for cid, m in cat.items()})
    return _Names(ids, {m.name.lower(): cid for cid, m in cat.items()})


def character_id(text: Any) -> str | None:
    """The official id for an id or printed name in any spelling, or None."""
    if not isinstance(text, str):
        return None
    return _names().ids.get(normalise(text))


def close_characters(text: Any, n: int = 3) -> list[str]:
    """Up to `n` character ids spelt most like `text` (for 'did you mean')."""
    names = _names()
    out: list[str] = []
    for hit in difflib.get_close_matches(normalise(str(text)), list(names.ids), n=n):
        out.append(names.ids[hit])
    for hit in difflib.get_close_matches(str(text).lower(), list(names.printed), n=n):
        out.append(names.printed[hit])
    return list(dict.fromkeys(out))[:n]


def close_players(text: Any, players: list[str], n: int = 3) -> list[str]:
    """Up to `n` player names spelt most like `text`, ignoring case."""
    lower = {p.lower(): p for p in players}
    hits = difflib.get_close_matches(str(text).lower(), list(lower), n=n)
    return [lower[h] for h in hits]


def did_you_mean(options: list[str]) -> str:
    return f" (did you mean {', '.join(options)}?)" if options else ""


def default_character(text: str) -> str:
    """Resolve a character name against the catalog, with suggestions on failure."""
    cid = character_id(text)
    if cid is None:
        raise StatementError(f"unknown character {text!r}{did_you_mean(close_characters(text))}")
    return cid


def team_or_alignment(text: str) -> str | None:
    """`townsfolk`, `Minions`, `evil`... -> canonical team or alignment, or None."""
    return _TEAM_ALIASES.get(normalise(text))


# ---------------------------------------------------------------- validation


def resolve_statement(
    node: Node,
    players: list[str],
    resolve_char: Callable[[str], str] | None = None,
) -> Node:
    """The same statement with every name checked and normalised: players exact,
    characters as ids, teams and alignments canonical. `resolve_char` maps a
    character name to its id or raises ValueError (default: the catalog)."""
    resolve = resolve_char or default_character

    def player(name: str) -> str:
        if name in players:
            return name
        raise StatementError(f"unknown player {name!r}{did_you_mean(close_players(name, players))}")

    def char(name: str) -> str:
        try:
            return resolve(name)
        except StatementError:
            raise
        except ValueError as e:
            raise StatementError(str(e)) from None

    def char_or_team(name: str, alignments: bool) -> str:
        group = team_or_alignment(name)
        if group is not None and (alignments or group not in ALIGNMENTS):
            return group
        if group is not None:
            raise StatementError(
                f"is(P, {name}): expected a character or team; write {group}(P) for an alignment"
            )
        return char(name)

    def walk(n: Node) -> Node:
        if isinstance(n, Not):
            return Not(walk(n.x))
        if isinstance(n, And):
            return And(tuple(walk(i) for i in n.items))
        if isinstance(n, Or):
            return Or(tuple(walk(i) for i in n.items))
        if isinstance(n, InfoAtom):
            return InfoAtom(char(n.char), n.payload)
        if isinstance(n, Count):
            what = team_or_alignment(n.what)
            if what is None:
                options = difflib.get_close_matches(n.what.lower(), list(_TEAM_ALIASES), n=3)
                raise StatementError(
                    f"count({n.what}): expected a team or alignment "
                    f"({', '.join(TEAMS)}, good, evil){did_you_mean(options)}"
                )
            return Count(what, n.op, n.n, n.time)
        if n.name in PLAYER_ATOMS:
            return Atom(n.name, (player(n.args[0]),), n.time)
        if n.name == "is":
            return Atom(n.name, (player(n.args[0]), char_or_team(n.args[1], False)), n.time)
        if n.name == "in_play":
            return Atom(n.name, (char(n.args[0]),), n.time)
        raise StatementError(f"unknown atom {n.name!r}")  # only if built by hand

    return walk(node)


def validate_statement(
    node: Node,
    players: list[str],
    resolve_char: Callable[[str], str] | None = None,
) -> None:
    """Raise StatementError if the statement names an unknown player, character,
    team or alignment (the message gives the closest spellings)."""
    resolve_statement(node, players, resolve_char)
