"""Shapes of info payloads, shared by every character that uses one.

A character module names its payload shape (`Players(2, char="townsfolk")`);
the case parser calls `parse` to check and normalise what the user wrote.
Player names stay names, character names become ids, `yes`/`no` become bools.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol


class PayloadError(ValueError):
    """The payload does not have the expected shape; the message says what was expected."""


class Resolver(Protocol):
    """What a payload needs from the case: player and character lookup."""

    def player(self, value: Any) -> str: ...

    def character(self, value: Any, team: str | None = None) -> str: ...

    def statement(self, value: Any) -> str: ...


class Shape:
    """Base of all payload shapes."""

    doc: str = ""

    def parse(self, value: Any, r: Resolver) -> Any:
        raise NotImplementedError

    def show(self, value: Any) -> str:
        """A parsed payload in the case's own words (a reason quotes it)."""
        return show_value(value)


def show_value(value: Any) -> str:
    """A parsed payload in plain words, where its shape is not known."""
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show_value(x) for x in value) + "]"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    return str(value)


def _word(text: str) -> str:
    """`Anti-Clockwise` -> `anticlockwise`: case, spaces, hyphens and underscores ignored."""
    return re.sub(r"[\s_\-]", "", text).lower()


def _bool(value: Any, words: tuple[str, str] = ("yes", "no"),
          aliases: tuple[tuple[str, bool], ...] = ()) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        table = {_word(words[0]): True, _word(words[1]): False}
        table.update((_word(a), v) for a, v in aliases)
        if _word(value) in table:
            return table[_word(value)]
    raise PayloadError(f"expected {words[0]} or {words[1]}, got {value!r}")


def _list(value: Any, n: int, doc: str) -> list:
    if not isinstance(value, list) or len(value) != n:
        raise PayloadError(f"expected {doc}, got {value!r}")
    return value


@dataclass
class Number(Shape):
    low: int = 0
    high: int = 99

    def __post_init__(self) -> None:
        self.doc = "N"

    def parse(self, value: Any, r: Resolver) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise PayloadError(f"expected a whole number, got {value!r}")
        if not self.low <= value <= self.high:
            raise PayloadError(f"expected a number from {self.low} to {self.high}, got {value}")
        return value


@dataclass
class Player(Shape):
    def __post_init__(self) -> None:
        self.doc = "P"

    def parse(self, value: Any, r: Resolver) -> str:
        return r.player(value)


@dataclass
class Character(Shape):
    team: str | None = None

    def __post_init__(self) -> None:
        self.doc = f"{self.team or 'character'}_id"

    def parse(self, value: Any, r: Resolver) -> str:
        return r.character(value, self.team)


@dataclass
class Players(Shape):
    """`[P1, ..., Pk]`, optionally followed by a character of a team or a yes/no."""

    count: int
    char: str | None = None  # team of the trailing character, "any" for any team
    flag: bool = False  # trailing yes/no

    def __post_init__(self) -> None:
        parts = [f"P{i + 1}" for i in range(self.count)]
        if self.char:
            parts.append("character_id" if self.char == "any" else f"{self.char}_id")
        if self.flag:
            parts.append("yes/no")
        self.doc = "[" + ", ".join(parts) + "]"

    def parse(self, value: Any, r: Resolver) -> tuple:
        size = self.count + bool(self.char) + bool(self.flag)
        items = _list(value, size, self.doc)
        out: list[Any] = [r.player(v) for v in items[: self.count]]
        if len(set(out)) != len(out):
            raise PayloadError(f"expected {self.count} different players, got {value!r}")
        if self.char:
            out.append(r.character(items[self.count], None if self.char == "any" else self.char))
        if self.flag:
            out.append(_bool(items[-1]))
        return tuple(out)


@dataclass
class OrNone(Shape):
    """A shape, or `none` (also written 0 or `no`) meaning 'zero of them in play'."""

    inner: Shape

    def __post_init__(self) -> None:
        self.doc = f"{self.inner.doc} or none"

    def parse(self, value: Any, r: Resolver) -> Any:
        if value is None or value is False or value == 0 or (
            isinstance(value, str) and value.lower() in ("none", "zero")
        ):
            return None
        return self.inner.parse(value, r)

    def show(self, value: Any) -> str:
        return "none" if value is None else self.inner.show(value)


@dataclass
class Flag(Shape):
    """A two-way answer, read as a bool (True for the first word); `aliases` are
    other accepted spellings, e.g. ("counterclockwise", False)."""

    words: tuple[str, str] = ("yes", "no")
    aliases: tuple[tuple[str, bool], ...] = ()

    def __post_init__(self) -> None:
        self.doc = "/".join(self.words)

    def parse(self, value: Any, r: Resolver) -> bool:
        return _bool(value, self.words, self.aliases)

    def show(self, value: Any) -> str:
        return self.words[0] if value is True else self.words[1] if value is False \
            else show_value(value)


@dataclass
class Statement(Shape):
    """A STATEMENT (case-format.md), checked against the case's names; kept as text."""

    def __post_init__(self) -> None:
        self.doc = "STATEMENT"

    def parse(self, value: Any, r: Resolver) -> str:
        return r.statement(value)


class Tuple(Shape):
    """A fixed-length list whose items have the given shapes, e.g. `[P, good/evil]`.
    Players in it must differ."""

    def __init__(self, *items: Shape) -> None:
        self.items = items
        self.doc = "[" + ", ".join(i.doc for i in items) + "]"

    def parse(self, value: Any, r: Resolver) -> tuple:
        raw = _list(value, len(self.items), self.doc)
        out = tuple(shape.parse(v, r) for shape, v in zip(self.items, raw))
        players = [x for shape, x in zip(self.items, out) if isinstance(shape, Player)]
        if len(set(players)) != len(players):
            raise PayloadError(f"expected different players, got {value!r}")
        return out

    def show(self, value: Any) -> str:
        if not isinstance(value, (list, tuple)) or len(value) != len(self.items):
            return show_value(value)
        return "[" + ", ".join(s.show(v) for s, v in zip(self.items, value)) + "]"


class Record(Shape):
    """A mapping with exactly these keys, e.g. `{question: STATEMENT, answer: yes/no}`;
    read as a tuple of the values in key order."""

    def __init__(self, **fields: Shape) -> None:
        self.fields = fields
        self.doc = "{" + ", ".join(f"{k}: {v.doc}" for k, v in fields.items()) + "}"

    def parse(self, value: Any, r: Resolver) -> tuple:
        if not isinstance(value, dict) or set(value) != set(self.fields):
            raise PayloadError(f"expected {self.doc}, got {value!r}")
        return tuple(shape.parse(value[k], r) for k, shape in self.fields.items())


@dataclass
class Guesses(Shape):
    """`{P: character_id, ...}`: from 1 to `most` players, each with a guessed
    character; read as a tuple of (player, character) pairs."""

    most: int = 5

    def __post_init__(self) -> None:
        self.doc = "{P: character_id, ...}"

    def parse(self, value: Any, r: Resolver) -> tuple:
        """Also `[[P, character_id], ...]`, which can guess one player twice."""
        if isinstance(value, list) and all(isinstance(x, list) and len(x) == 2 for x in value):
            pairs = [tuple(x) for x in value]
        elif isinstance(value, dict):
            pairs = list(value.items())
        else:
            pairs = []
        if not 1 <= len(pairs) <= self.most:
            raise PayloadError(
                f"expected a mapping of 1 to {self.most} players to characters, got {value!r}")
        return tuple((r.player(p), r.character(c)) for p, c in pairs)


class Either(Shape):
    """The first of several shapes that fits (e.g. guesses by day, a number by night)."""

    def __init__(self, *options: Shape) -> None:
        self.options = options
        self.doc = " or ".join(o.doc for o in options)

    def parse(self, value: Any, r: Resolver) -> Any:
        for shape in self.options:
            try:
                return shape.parse(value, r)
            except PayloadError:
                continue
        raise PayloadError(f"expected {self.doc}, got {value!r}")


@dataclass
class Word(Shape):
    """One of a few answer words (case, spaces and hyphens ignored), read as the
    first spelling, e.g. a three-way `good`/`evil`/`neither`."""

    words: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.doc = "/".join(self.words)

    def parse(self, value: Any, r: Resolver) -> str:
        if isinstance(value, str):
            for word in self.words:
                if _word(value) == _word(word):
                    return word
        raise PayloadError(f"expected one of {', '.join(self.words)}, got {value!r}")


@dataclass
class Text(Shape):
    """Free text the solver does not read (what a Storyteller said in their own
    words), or nothing (`none`, an empty value): kept as a string or None."""

    def __post_init__(self) -> None:
        self.doc = "free text or none"

    def parse(self, value: Any, r: Resolver) -> str | None:
        if value is None or value == "" or (isinstance(value, str) and value.lower() == "none"):
            return None
        if isinstance(value, (str, int, float, bool)):
            return str(value)
        raise PayloadError(f"expected free text or none, got {value!r}")
