"""A game kept at the table, one fact at a time: `botc new`, `add`, `undo`,
`redo`.

Each fact is checked before it is kept: the edited document goes to a
temporary file beside the game, that file is read as a case exactly as
`botc solve` reads one (caselang/parse.py), solved, and only then put in
place of the game (table/gamefile.py). A fact that leaves no world is kept
only when the user insists, after being told which earlier facts it clashes
with (the unsat-core explanation of `botc why`).
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ruamel.yaml.comments import CommentedMap

from answers.worlds import Enumerator, Result, solve, why_not
from caselang.case import Case, Time
from caselang.errors import CaseError
from caselang.parse import load_case
from engine import night_steps
from engine.encode import script_rules
from engine.terms import TRUE
from facts.catalog import catalog
from table import commands
from table.gamefile import (
    commit,
    create,
    discard,
    forget_redo,
    history_dir,
    locked,
    nothing_to_redo,
    nothing_to_undo,
    pop_version,
    push_version,
    read_bytes,
    redo_dir,
    redo_version,
    versions,
    writable,
    write_temp,
)
from table.yamledit import Document, EditError, scalar

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
    # a report the ability never gives then, said in words (kept only with `force`)
    silent: str = ""
    # the file's new content, when written (what a reader's answers are of)
    data: bytes = b""

    @property
    def refused(self) -> bool:
        """Not written because the user must insist (`force`)."""
        return not self.written and (bool(self.silent) or (
            self.result is not None and not self.result.consistent))


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
    if versions(path) or versions(path, redo_dir(path)):
        raise CaseError(path, "new", f"an earlier game's history is in {history_dir(path)}/; "
                        "remove it or choose another file name")
    if not players:
        raise CaseError(path, "--players", "expected player names, e.g. \"Ann, Ben, Cat\"")
    text = TEMPLATE.format(
        title=f"title: {_quoted(title)}\n" if title else "",
        script=_quoted(script),
        players="".join(f"  - name: {_quoted(p)}\n" for p in players))
    tmp = write_temp(path, text.encode("utf-8"))
    try:
        case = _load(tmp, path)
        create(tmp, path, "new")
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


ATTEMPTS = 3  # times a fact is checked again when the file changed meanwhile


Judge = Callable[[Case], Result]  # a new case solved (at least: whether some world is left)


def add(path: str, words: list[str], force: bool = False,
        max_worlds: int | None = TABLE_WORLDS, seats: bool = False,
        judge: Judge | None = None) -> Outcome:
    """Add one fact, given as words; write the file only if the result is a valid
    case, and (without `force`) only if some world is left. The answer is who
    could be the Demon, exact; the per-seat table only with `seats` (it asks
    many more questions: seconds on a big board, when a table waits).

    The fact is checked without the lock (which lives in the history folder:
    a refused fact must not create it); the lock is taken to keep the old
    version and write, and if the file changed meanwhile (another writer),
    the fact is checked again on the new file. `judge` solves the new case
    instead of `solve` (the page asks only whether some world is left, and
    works out the rest where a newer fact can stop it)."""
    return change_game(path, lambda data: commands.apply(words, data, path), in_words(words),
                       force, max_worlds, seats, judge)


def change_game(path: str, edit: Callable[[CommentedMap], commands.Change], fact: str,
                force: bool = False, max_worlds: int | None = TABLE_WORLDS,
                seats: bool = False, judge: Judge | None = None) -> Outcome:
    """Make `edit` on the game's document, kept as `add` keeps a fact (checked
    as a case, solved, refused unless `force` when no world is left, written
    atomically with the old file kept for undo under the words `fact`;
    `judge`: see `add`)."""
    writable(path)
    for _ in range(ATTEMPTS):
        old = read_bytes(path)
        tmp, out = _check(path, old, edit, force, judge or (
            lambda case: solve(case, max_worlds, ends=False, seats=seats)))
        if tmp is None:
            return out
        try:
            with locked(path):
                if read_bytes(path) != old:
                    continue
                kept = push_version(path, old, fact)
                try:
                    commit(tmp, path)
                except BaseException:
                    discard(str(kept))  # the file is still `old`: nothing to undo
                    discard(str(kept.with_suffix(".fact")))
                    raise
                forget_redo(path)
                return out
        finally:
            discard(tmp)
    raise CaseError(path, "(file)", "changed by someone else while the fact was checked; "
                    "nothing written, try again")


def _check(path: str, old: bytes, edit: Callable[[CommentedMap], commands.Change],
           force: bool, judge: Judge) -> tuple[str | None, Outcome]:
    """The edit made on `old` and solved: the temporary file to put in place
    (None if nothing is to be written) and the outcome."""
    try:
        doc = Document(old.decode("utf-8-sig"))
    except (EditError, UnicodeDecodeError) as e:
        load_case(path)  # a file that is no case: said as `botc solve` says it
        raise CaseError(path, "(file)", str(e)) from None
    change = edit(doc.data)
    new = doc.text().encode("utf-8")
    if new == old:
        return None, Outcome(False, f"{change.summary} (already so; nothing changed)")
    tmp = write_temp(path, new)
    try:
        case = _load(tmp, path)
        silent = silent_report(case, change.report) if change.report else ""
        if silent and not force:
            discard(tmp)
            return None, Outcome(False, change.summary, silent=silent)
        result = judge(case)
        out = Outcome(True, change.summary, result, silent=silent, data=new)
        if not result.consistent:
            out.conflicts, out.was_inconsistent = clashes(path, case)
            if not (force or out.was_inconsistent):
                out.written = False
                discard(tmp)
                return None, out
    except BaseException:
        discard(tmp)
        raise
    return tmp, out


def silent_report(case: Case, report: tuple[str, Time, str]) -> str:
    """Why a report made at night cannot come from its ability, if it cannot:
    the ability does not act that night (engine/night_steps.py). The case
    keeps its reading (the report binds nobody: its player lies or is
    mistaken, engine/encode.py), but a player rarely means that."""
    name, time, ability = report
    rules = script_rules(case)
    r = rules.get(ability)
    player = case.players[case.seat(name)]
    if time.kind != "night" or r is None or (r.informs_others and player.claim != ability):
        return ""  # by day, or a report told by another's ability (its rule reads it)
    if any(c == ability for _, c in night_steps.acting(rules, time.n)):
        return ""
    when = {"first": "it acts on the first night only",
            "other": "it acts each night but the first"}.get(r.wakes_on or "",
                                                              "it does not act at night")
    verb = "chooses" if r.is_choice else "learns"
    return (f"the {catalog()[ability].name} {verb} nothing on {time} ({when}), so this "
            f"report means {name} lies or is mistaken")


def clashes(path: str, case: Case) -> tuple[list[tuple[str, bool]], bool]:
    """A minimal set of facts (as the solver words them) that no world satisfies,
    each marked True if it came with the new fact (a night's deaths are one fact:
    adding a death changes it); and whether the case as it stands (the file
    before the fact) already had no world."""
    core = why_not(Enumerator(case), TRUE) or []
    try:
        before = Enumerator(load_case(path))
    except CaseError:  # the file was not a valid case: nothing to compare with
        return [(label, False) for label in core], False
    earlier = set(before.w.trackers)
    core.sort(key=lambda label: label not in earlier)
    return [(label, label not in earlier) for label in core], not before.check()


def in_words(words: list[str]) -> str:
    """A fact as the user typed it (a word with spaces in quotes)."""
    return " ".join(shlex.quote(w) if not w or any(c.isspace() for c in w) else w
                    for w in words)


def undo(path: str) -> str | None:
    """Put back the file as it was before the last change; returns the words of
    that change (None if the history did not keep them)."""
    if not versions(path):  # checked first so that nothing is created
        raise nothing_to_undo(path)
    writable(path)
    with locked(path):
        return pop_version(path)


def redo(path: str) -> str | None:
    """Put back the change undone last; returns its words."""
    if not versions(path, redo_dir(path)):
        raise nothing_to_redo(path)
    writable(path)
    with locked(path):
        return redo_version(path)
