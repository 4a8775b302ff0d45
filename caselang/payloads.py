"""Shapes of info payloads, shared by every character that uses one.

A character module names its payload shape (`Players(2, char="townsfolk")`);
the case parser calls `parse` to check and normalise what the user wrote.
Player names stay names, character names become ids, `yes`/`no` become bools.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Protocol

from facts.catalog import team as _team_of


class PayloadError(ValueError):
    """The payload does not have the expected shape; the message says what was expected."""


class Resolver(Protocol):
    """What a payload needs from the case: player and character lookup."""

    def player(self, value: Any) -> str: ...

    def character(self, value: Any, team: str | None = None) -> str: ...

    def statement(self, value: Any) -> str: ...


class Game(Protocol):
    """What counting a shape's answers needs from one game: its number of
    players and its script's characters of a team (None: of every team)."""

    n: int

    def characters(self, team: str | None) -> int: ...


class Shape:
    """Base of all payload shapes."""

    doc: str = ""

    def parse(self, value: Any, r: Resolver) -> Any:
        raise NotImplementedError

    def answers(self, g: Game) -> int:
        """How many answers of this shape the Storyteller could give in this
        game (the likelihood model weighs a false one by it); 1 for what the
        holder chooses rather than learns."""
        return 1

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

    def answers(self, g: Game) -> int:
        """The numbers in range; no count or distance of players exceeds the
        number of players."""
        return max(1, min(self.high, g.n) - self.low + 1)


@dataclass
class Player(Shape):
    def __post_init__(self) -> None:
        self.doc = "P"

    def parse(self, value: Any, r: Resolver) -> str:
        return r.player(value)

    def answers(self, g: Game) -> int:
        return g.n


@dataclass
class Character(Shape):
    team: str | None = None

    def __post_init__(self) -> None:
        self.doc = f"{self.team or 'character'}_id"

    def parse(self, value: Any, r: Resolver) -> str:
        return r.character(value, self.team)

    def answers(self, g: Game) -> int:
        return max(1, g.characters(self.team))


@dataclass
class CharacterList(Shape):
    """`[character_id, ...]`: one or more different characters, all of one of
    `teams`; of a team in `alone`, only one (a single id stands for a list of
    one). Read as a tuple of ids."""

    teams: tuple[str, ...] = ("minion", "demon")
    alone: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        many = [t for t in self.teams if t not in self.alone]
        parts = [f"[{t}_id, ...]" for t in many] + [f"{t}_id" for t in self.alone]
        self.doc = " or ".join(parts)

    def parse(self, value: Any, r: Resolver) -> tuple:
        items = value if isinstance(value, list) else [value]
        if not items:
            raise PayloadError(f"expected {self.doc}, got {value!r}")
        out = tuple(r.character(v) for v in items)
        kinds = {_team_of(c) for c in out}
        if len(kinds) != 1 or not kinds <= set(self.teams):
            raise PayloadError(f"expected {self.doc} (characters of one team), got {value!r}")
        if len(set(out)) != len(out):
            raise PayloadError(f"expected different characters, got {value!r}")
        if kinds <= set(self.alone) and len(out) > 1:
            raise PayloadError(f"expected one {next(iter(kinds))}, got {value!r}")
        return out

    def show(self, value: Any) -> str:
        if isinstance(value, (list, tuple)) and len(value) == 1:
            return str(value[0])
        return show_value(value)


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

    def answers(self, g: Game) -> int:
        """With a yes/no, the players are the holder's choice and the yes/no
        the answer; else the set of players (with the character) is."""
        if self.flag:
            return 2
        out = math.comb(g.n, self.count)
        if self.char:
            out *= max(1, g.characters(None if self.char == "any" else self.char))
        return out


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

    def answers(self, g: Game) -> int:
        return self.inner.answers(g) + 1


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

    def answers(self, g: Game) -> int:
        return 2

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

    def answers(self, g: Game) -> int:
        """Players beside something else are the holder's choice (`[P, P, N]`:
        the number is the answer); players alone are the answer."""
        told = [i for i in self.items if not isinstance(i, Player)] or list(self.items)
        return math.prod(i.answers(g) for i in told)


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

    def answers(self, g: Game) -> int:
        return math.prod(shape.answers(g) for shape in self.fields.values())


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

    def answers(self, g: Game) -> int:
        return max(o.answers(g) for o in self.options)


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

    def answers(self, g: Game) -> int:
        return len(self.words)


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
