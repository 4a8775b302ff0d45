"""Payload words read by the ability's payload shape (caselang/payloads.py):
`A B CHARACTER` under `[P1, P2, character_id]` is `[A, B, CHARACTER]`, `2` under
`N` is `2`. Only the arrangement is decided here; whether the values are right
is the case loader's to say."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from caselang.errors import CaseError
from caselang.payloads import (
    Character,
    CharacterList,
    Either,
    Flag,
    Guesses,
    Number,
    OrNone,
    Player,
    Players,
    Record,
    Shape,
    Statement,
    Tuple,
)
from caselang.statements import StatementError, character_id, parse_statement

YES = ("yes", "true")
NO = ("no", "false")


class Reader(Protocol):
    """What reading needs from the line of words: names and errors."""

    def name(self, word: str) -> str: ...

    def value(self, word: str) -> Any: ...

    def fail(self, message: str, key: str | None = None) -> CaseError: ...


def payload(shape: Shape | None, words: list[str], w: Reader) -> Any:
    """The payload value the words stand for under `shape` (plain lists, dicts and
    scalars); the first reading that uses every word."""
    for value, end in _readings(shape, words, 0, w):
        if end == len(words):
            return value
    doc = shape.doc if shape is not None else "a payload"
    raise w.fail(f"expected {doc}, got {' '.join(words)!r}" if words else f"expected {doc}")


def _readings(shape: Shape | None, words: list[str], i: int, w: Reader
              ) -> Iterator[tuple[Any, int]]:
    """Every way to read a prefix of words[i:] as `shape`: (value, next index)."""
    here = words[i] if i < len(words) else None
    if isinstance(shape, Number):
        if here is not None and here.removeprefix("-").isdigit():
            yield int(here), i + 1  # a negative number, for the case loader to refuse
    elif isinstance(shape, Player):
        if here is not None:
            yield w.name(here), i + 1
    elif isinstance(shape, Character):
        if here is not None:
            yield character_id(here) or here, i + 1
    elif isinstance(shape, CharacterList):
        if here is not None:
            ids = [character_id(x) or x for x in words[i:]]
            yield (ids[0] if len(ids) == 1 else ids), len(words)
    elif isinstance(shape, Flag):
        if here is not None:
            yield _flag(here, shape), i + 1
    elif isinstance(shape, Statement):
        for j in range(len(words), i, -1):  # longest first
            text = " ".join(words[i:j])
            if _is_statement(text):
                yield text, j
    elif isinstance(shape, Players):
        parts: list[Shape] = [Player()] * shape.count
        if shape.char:
            parts.append(Character())
        if shape.flag:
            parts.append(Flag())
        yield from _sequence(parts, words, i, w)
    elif isinstance(shape, OrNone):
        if here is not None and here.lower() in ("none", "zero", "0", "no"):
            yield "none", i + 1
        yield from _readings(shape.inner, words, i, w)
    elif isinstance(shape, Tuple):
        yield from _sequence(list(shape.items), words, i, w)
    elif isinstance(shape, Record):
        for values, j in _sequence(list(shape.fields.values()), words, i, w):
            yield dict(zip(shape.fields, values)), j
    elif isinstance(shape, Guesses):
        pairs = min(shape.most, (len(words) - i) // 2)
        for k in range(pairs, 0, -1):
            chunk = words[i:i + 2 * k]
            yield {w.name(p): character_id(c) or c for p, c in zip(chunk[::2], chunk[1::2])}, \
                i + 2 * k
    elif isinstance(shape, Either):
        for option in shape.options:
            yield from _readings(option, words, i, w)
    elif i < len(words):  # a shape of its own (or none): one value, or a list of them
        values = [w.value(x) for x in words[i:]]
        yield (values[0] if len(values) == 1 else values), len(words)


def _sequence(parts: list[Shape], words: list[str], i: int, w: Reader
              ) -> Iterator[tuple[list, int]]:
    if not parts:
        yield [], i
        return
    for first, j in _readings(parts[0], words, i, w):
        for rest, k in _sequence(parts[1:], words, j, w):
            yield [first, *rest], k


def _flag(word: str, shape: Flag) -> Any:
    low = word.lower()
    if shape.words == ("yes", "no") and (low in YES or low in NO):
        return low in YES
    return low


def _is_statement(text: str) -> bool:
    try:
        parse_statement(text)
    except StatementError:
        return False
    return True
