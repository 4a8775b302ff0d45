"""Taking one fact back out of the case file, wherever it is (not only the
last one, which `undo` takes back): the fact is named by its key path, as the
case loader names it in messages (`players[2].info[0]`, `events[3]`,
`players[0].claim`, `known[1]`, `you`). The edit is kept, checked and undone
like any other (table/game.py)."""

from __future__ import annotations

import re
from typing import Any

from ruamel.yaml.comments import CommentedMap

from caselang.errors import CaseError
from table.commands import Change, inline, plain

# What may be taken out: facts, never the players or the script themselves.
FACT_KEYS = ("claim", "info", "events", "known", "hidden", "you", "you_might_be", "counts",
             "rules", "now", "title", "source", "fabled")
PART = re.compile(r"([A-Za-z_]+)(?:\[(\d+)\])?$")


def remove(where: str, data: CommentedMap, path: str) -> Change:
    """Delete the entry at `where` from the document; a list left empty goes too."""
    parts = [PART.match(p) for p in where.split(".")]
    if not where or not all(parts) or parts[-1][1] not in FACT_KEYS:  # type: ignore[index]
        raise CaseError(path, where or "(where)",
                        f"expected the key path of a fact ({', '.join(FACT_KEYS)})")
    node: Any = data
    for m in parts[:-1]:
        node = _step(node, m[1], m[2], where, path)  # type: ignore[index]
    key, index = parts[-1][1], parts[-1][2]  # type: ignore[index]
    if not isinstance(node, dict) or key not in node:
        raise _missing(where, path)
    value = node[key]
    if index is None:
        del node[key]
        return Change(f"took out {key}: {inline(plain(value))}")
    i = int(index)
    if not isinstance(value, list):
        if i != 0:  # a single entry written without a list is entry 0
            raise _missing(where, path)
        del node[key]
        return Change(f"took out {key}: {inline(plain(value))}")
    if i >= len(value):
        raise _missing(where, path)
    gone = value[i]
    del value[i]
    if not value:
        del node[key]
    return Change(f"took out {key}: {inline(plain(gone))}")


def _step(node: Any, key: str, index: str | None, where: str, path: str) -> Any:
    if not isinstance(node, dict) or key not in node:
        raise _missing(where, path)
    node = node[key]
    if index is not None:
        if not isinstance(node, list) or int(index) >= len(node):
            raise _missing(where, path)
        node = node[int(index)]
    return node


def _missing(where: str, path: str) -> CaseError:
    return CaseError(path, where, "no such fact in the file (changed meanwhile?)")
