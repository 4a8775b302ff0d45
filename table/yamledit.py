"""Round-trip editing of a case file: the user's comments, key order and layout
survive every change, and what is added follows the file's own style.

ruamel.yaml keeps comments by attaching each one to the node written just
before it, so the blank lines and comments that follow a list's last item
belong to that item. Appending after it naively would push them below the new
entry; `insert_item` and `insert_key` hand them on to the new last node
instead, so a comment stays in front of whatever followed it.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable
from typing import Any

import yaml as pyyaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark, YAMLError
from ruamel.yaml.scalarstring import DoubleQuotedScalarString
from ruamel.yaml.tokens import CommentToken
from ruamel.yaml.util import load_yaml_guess_indent

# Indentation styles to try, as (mapping, sequence, offset); the first that
# writes the unchanged document back byte for byte is the file's own.
STYLES = ((2, 4, 2), (2, 2, 0), (4, 4, 0), (4, 6, 2), (4, 4, 2), (2, 2, 2), (4, 2, 0))


class EditError(ValueError):
    """The file cannot be read for round-trip editing (the message says why)."""


class YesNo(str):
    """A yes/no answer written as the players say it (`yes`, `no`): a YAML 1.1
    boolean to the case loader, plain text to ruamel's YAML 1.2."""


def _yaml(style: tuple[int, int, int]) -> YAML:
    y = YAML()  # round-trip mode
    y.representer.add_representer(
        YesNo, lambda r, v: r.represent_scalar("tag:yaml.org,2002:str", str(v)))
    y.preserve_quotes = True
    y.width = 4096  # never re-wrap a long flow line
    mapping, sequence, offset = style
    y.indent(mapping=mapping, sequence=sequence, offset=offset)
    return y


class Document:
    """A loaded case file that can be changed and written back in its own style
    (a JSON case stays JSON: it has no comments to keep, only its key order)."""

    def __init__(self, text: str) -> None:
        if not text.strip():
            raise EditError("expected a case, got an empty file")
        self.crlf = "\r\n" in text  # written back with the line ends it came with
        text = text.replace("\r\n", "\n")
        self.json = _json_layout(text)
        try:
            _, indent, dash = load_yaml_guess_indent(text)
            guessed = [(2, indent, dash), (indent, indent, dash)] if indent and dash else []
            styles = list(dict.fromkeys([*guessed, *STYLES]))
            for style in styles:
                y = _yaml(style)
                data = y.load(text)
                if _dump(y, data) == text:
                    break
            else:  # no style reproduces the file: the closest guess
                y = _yaml(styles[0])
                data = y.load(text)
        except YAMLError as e:
            raise EditError(f"expected valid YAML ({' '.join(str(e).split())})") from None
        if not isinstance(data, CommentedMap):
            raise EditError("expected a mapping of case keys (script, players...)")
        self.yaml = y
        self.data: CommentedMap = data

    def text(self) -> str:
        if self.json is not None:
            indent, newline = self.json
            out = json.dumps(_plain(self.data), indent=indent, ensure_ascii=False) + newline
        else:
            out = _dump(self.yaml, self.data)
        return out.replace("\n", "\r\n") if self.crlf else out


def _json_layout(text: str) -> tuple[int | None, str] | None:
    """For a JSON document, its indentation (None: all on one line) and final
    newline; None for YAML."""
    try:
        if not isinstance(json.loads(text), dict):
            return None
    except ValueError:
        return None
    lines = text.strip().splitlines()
    indent = len(lines[1]) - len(lines[1].lstrip()) if len(lines) > 1 else None
    return indent or None, "\n" if text.endswith("\n") else ""


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, YesNo):
        return value == "yes"
    return str(value) if isinstance(value, str) else value


def _dump(y: YAML, data: Any) -> str:
    out = io.StringIO()
    y.dump(data, out)
    return out.getvalue()


# ---- new nodes ------------------------------------------------------------------
def scalar(value: Any) -> Any:
    """A string that the case loader (YAML 1.1) would not read back as the same
    string (`yes`, `12`, `on`...) is written quoted; a bool is `yes` or `no`."""
    if isinstance(value, bool):
        return YesNo("yes" if value else "no")
    if not isinstance(value, str) or isinstance(value, YesNo):
        return value
    try:
        same = pyyaml.safe_load(value) == value
    except pyyaml.YAMLError:
        same = False
    return value if same else DoubleQuotedScalarString(value)


def flow_map(pairs: Iterable[tuple[str, Any]]) -> CommentedMap:
    m = CommentedMap((k, scalar(v)) for k, v in pairs)
    m.fa.set_flow_style()
    return m


def flow_seq(items: Iterable[Any]) -> CommentedSeq:
    s = CommentedSeq(scalar(v) for v in items)
    s.fa.set_flow_style()
    return s


def block_seq(items: Iterable[Any]) -> CommentedSeq:
    s = CommentedSeq(scalar(v) for v in items)
    s.fa.set_block_style()
    return s


# ---- comments that follow a node ------------------------------------------------
def _slot(container: Any, key: Any) -> tuple[list, int]:
    """ruamel's comment slot for `key`: index 2 in a mapping, 0 in a sequence."""
    return container.ca.items.setdefault(key, [None, None, None, None]), (
        2 if isinstance(container, CommentedMap) else 0)


def _chain(container: Any, key: Any) -> list[tuple[Any, Any]]:
    """(container, key) from `container[key]` down along last entries of block
    nodes: where ruamel keeps the comments written after that entry."""
    out = [(container, key)]
    node = container[key]
    while isinstance(node, (CommentedMap, CommentedSeq)) and len(node) \
            and not node.fa.flow_style():
        container, key = node, (next(reversed(node)) if isinstance(node, CommentedMap)
                                else len(node) - 1)
        out.append((container, key))
        node = container[key]
    return out


def take_tail(container: Any, key: Any) -> str:
    """Remove and return the lines after `container[key]` (blank lines, comments),
    keeping any comment at the end of its own line. They sit after its deepest
    last entry, or at the end of a block list or mapping inside it."""
    chain = _chain(container, key)
    c, k = chain[-1]
    tail = ""
    if k in c.ca.items:
        slots, i = _slot(c, k)
        tok = slots[i]
        if isinstance(tok, CommentToken) and "\n" in tok.value:
            cut = tok.value.index("\n") + 1
            tail, tok.value = tok.value[cut:], tok.value[:cut]
    for inner, _ in reversed(chain[1:]):
        ends = getattr(inner.ca, "end", None)
        if ends:
            tail += "".join(t.value for t in ends if isinstance(t, CommentToken))
            inner.ca.end = [t for t in ends if not isinstance(t, CommentToken)]
    return tail


def give_tail(container: Any, key: Any, tail: str) -> None:
    """Write `tail` after `container[key]` (after its deepest last entry)."""
    if not tail:
        return
    c, k = _chain(container, key)[-1]
    slots, i = _slot(c, k)
    tok = slots[i]
    if isinstance(tok, CommentToken):
        tok.value += tail
    else:
        slots[i] = CommentToken("\n" + tail, CommentMark(0), None)


# ---- insertion ------------------------------------------------------------------
def insert_item(seq: CommentedSeq, index: int, item: Any) -> None:
    """Insert into a list; what followed the entry before it now follows `item`."""
    if not len(seq) and seq.fa.flow_style():
        seq.fa.set_block_style()  # `events: []` grows into a block list
    tail = take_tail(seq, index - 1) if index > 0 else ""
    seq.insert(index, item)
    give_tail(seq, index, tail)


def insert_sorted(seq: CommentedSeq, item: Any, order: Callable[[Any], int]) -> int:
    """Insert after the last entry that does not come later than `item`."""
    key = order(item)
    index = 0
    for i, entry in enumerate(seq):
        if order(entry) <= key:
            index = i + 1
    insert_item(seq, index, item)
    return index


def insert_key(m: CommentedMap, key: str, value: Any, order: tuple[str, ...],
               spaced: bool = False) -> None:
    """Set `key`; a new key goes after the last present key that precedes it in
    `order` (unknown keys keep their place), after a blank line if `spaced`."""
    value = scalar(value)
    if key in m:
        tail = take_tail(m, key)
        m[key] = value
        give_tail(m, key, tail)
        return
    rank = order.index(key) if key in order else len(order)
    keys = list(m)
    pos = 0
    for i, k in enumerate(keys):
        if k in order and order.index(k) < rank:
            pos = i + 1
    tail = take_tail(m, keys[pos - 1]) if pos > 0 else ""
    if spaced and pos > 0 and not tail.startswith("\n"):
        give_tail(m, keys[pos - 1], "\n")
    m.insert(pos, key, value)
    give_tail(m, key, tail)


def to_block(seq: CommentedSeq, index: int) -> None:
    """Turn a one-line entry such as `{name: Ann, claim: X}` into a block
    mapping (it is about to hold a list); its end-of-line comment moves along."""
    node = seq[index]
    if not isinstance(node, CommentedMap) or not node.fa.flow_style():
        return
    node.fa.set_block_style()
    slots = seq.ca.items.get(index)
    if not (slots and isinstance(slots[0], CommentToken) and len(node)):
        return
    tok, slots[0] = slots[0], None
    cut = tok.value.index("\n") + 1 if "\n" in tok.value else len(tok.value)
    tail, tok.value = tok.value[cut:], tok.value[:cut]
    first, i = _slot(node, next(iter(node)))
    first[i] = tok
    give_tail(seq, index, tail)
