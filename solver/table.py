"""A game kept at the table, one fact at a time: `botc new`, `add`, `undo`.

Each fact is checked before it is kept: the edited document goes to a
temporary file beside the game, that file is read as a case exactly as
`botc solve` reads one (solver/caseparse.py), solved, and only then put in
place of the game (solver/gamefile.py). A fact that leaves no world is kept
only when the user insists, after being told which earlier facts it clashes
with (the unsat-core explanation of `botc why`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ruamel.yaml.comments import CommentedMap
from z3 import BoolVal

from solver import commands
from solver.case import Case
from solver.caseparse import load_case
from solver.errors import CaseError
from solver.gamefile import (
    commit,
    discard,
    history_dir,
    locked,
    nothing_to_undo,
    pop_version,
    push_version,
    read_bytes,
    versions,
    write_temp,
)
from solver.worlds import Enumerator, Result, solve, why_not
from solver.yamledit import Document, EditError, scalar

TEMPLATE = """\
# A game kept fact by fact: `botc add FILE WORDS...`, `botc show FILE`, `botc undo FILE`.
{title}script: {script}

players:
{players}"""


@dataclass
class Outcome:
    """What `add` did: kept the fact or not, and the solver's answer."""

    written: bool
    summary: str
    result: Result | None = None
    # a minimal set of facts no world satisfies; True marks those the new fact brought
    conflicts: list[tuple[str, bool]] = field(default_factory=list)
    was_inconsistent: bool = False  # the case had no world before this fact


# Worlds listed at the table: the report shows them only when there are at most
# 12, so one more tells whether to; listing more only costs time.
TABLE_WORLDS = 13


def split_players(text: str) -> list[str]:
    """`"Ann, Ben, Cat"` (or `"Ann Ben Cat"`) -> names."""
    parts = text.split(",") if "," in text else text.split()
    return [p.strip() for p in parts if p.strip()]


def new_game(path: str, script: str, players: list[str], title: str | None = None) -> Case:
    """Create the game file; never overwrites an existing file."""
    if Path(path).exists():
        raise CaseError(path, "new", "the file already exists; not overwritten")
    if versions(path):
        raise CaseError(path, "new", f"an earlier game's history is in {history_dir(path)}/; "
                        "remove it or choose another file name")
    if not players:
        raise CaseError(path, "--players", "expected player names, e.g. \"Ann, Ben, Cat\"")
    text = TEMPLATE.format(
        title=f"title: {_quoted(title)}\n" if title else "",
        script=_quoted(script),
        players="".join(f"  - name: {_quoted(p)}\n" for p in players))
    with locked(path):
        if Path(path).exists():
            raise CaseError(path, "new", "the file already exists; not overwritten")
        tmp = write_temp(path, text.encode("utf-8"))
        try:
            case = _load(tmp, path)
            commit(tmp, path)
        finally:
            discard(tmp)
    return case


def _quoted(text: str) -> str:
    """A scalar for the template, quoted when plain YAML would not keep it as text."""
    value = scalar(text)
    return json.dumps(text, ensure_ascii=False) if value is not text else text


def _load(tmp: str, path: str) -> Case:
    """Read the temporary file as a case, reporting problems under the game's name."""
    try:
        case = load_case(tmp)
    except CaseError as e:
        raise CaseError(path, e.key, e.message) from None
    case.path = path
    return case


def add(path: str, words: list[str], force: bool = False,
        max_worlds: int | None = TABLE_WORLDS, seats: bool = False) -> Outcome:
    """Add one fact, given as words; write the file only if the result is a valid
    case, and (without `force`) only if some world is left. The answer is who
    could be the Demon, exact; the per-seat table only with `seats` (it asks
    many more questions: seconds on a big board, when a table waits)."""
    return change_game(path, lambda data: commands.apply(words, data, path), force,
                       max_worlds, seats)


def change_game(path: str, edit: Callable[[CommentedMap], commands.Change], force: bool = False,
                max_worlds: int | None = TABLE_WORLDS, seats: bool = False) -> Outcome:
    """Make `edit` on the game's document (held under the game's lock), kept as
    `add` keeps a fact: checked as a case, solved, refused if no world is left
    (unless `force`), written atomically with the old file kept for undo."""
    read_bytes(path)  # a missing file is an error before anything is created
    with locked(path):
        old = read_bytes(path)
        try:
            doc = Document(old.decode("utf-8-sig"))
        except (EditError, UnicodeDecodeError) as e:
            raise CaseError(path, "(file)", str(e)) from None
        change = edit(doc.data)
        new = doc.text().encode("utf-8")
        if new == old:
            return Outcome(False, f"{change.summary} (already so; nothing changed)")
        tmp = write_temp(path, new)
        try:
            case = _load(tmp, path)
            result = solve(case, max_worlds, ends=False, seats=seats)
            out = Outcome(True, change.summary, result)
            if not result.consistent:
                out.conflicts, out.was_inconsistent = clashes(path, case)
                if not (force or out.was_inconsistent):
                    out.written = False
                    return out
            if read_bytes(path) != old:
                raise CaseError(path, "(file)", "changed by someone else while the fact was "
                                "checked; nothing written, try again")
            kept = push_version(path, old)
            try:
                commit(tmp, path)
            except BaseException:
                discard(str(kept))  # the file is still `old`: nothing to undo
                raise
        finally:
            discard(tmp)
    return out


def clashes(path: str, case: Case) -> tuple[list[tuple[str, bool]], bool]:
    """A minimal set of facts (as the solver words them) that no world satisfies,
    each marked True if it came with the new fact (a night's deaths are one fact:
    adding a death changes it); and whether the case as it stands (the file
    before the fact) already had no world."""
    core = why_not(Enumerator(case), BoolVal(True)) or []
    try:
        before = Enumerator(load_case(path))
    except CaseError:  # the file was not a valid case: nothing to compare with
        return [(label, False) for label in core], False
    earlier = set(before.w.trackers)
    core.sort(key=lambda label: label not in earlier)
    return [(label, label not in earlier) for label in core], not before.check()


def undo(path: str) -> int:
    """Put back the file as it was before the last change; returns how many
    earlier versions are left."""
    if not versions(path):  # checked first so that nothing is created
        raise nothing_to_undo(path)
    with locked(path):
        pop_version(path)
        return len(versions(path))
