"""What the table prints: a fact's outcome (kept, or refused with the facts
it clashes with), then the answer at a glance (botc/glance.py); the solver's
full report, as `botc solve` prints it, with `--details`."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from answers.worlds import Result, solve, tally
from botc import glance
from botc.cli import print_report
from caselang.case import Case
from caselang.errors import CaseError
from caselang.parse import load_case
from caselang.statements import StatementError
from table import game as table
from table.game import TABLE_WORLDS, Outcome


def remembered(path: str) -> glance.Before | None:
    """The answer remembered for the game as it is now, if any."""
    data = glance.game_bytes(path)
    return glance.recall(path, data) if data is not None else None


def last_change(path: str) -> glance.Before | None:
    """The answer remembered for the game before its last fact, if any."""
    data = glance.game_bytes(path)
    return glance.recall_change(path, data) if data is not None else None


def add(path: str, words: list[str], force: bool, max_worlds: int | None, seats: bool
        ) -> tuple[Outcome, glance.Before | None]:
    """`table.add`, and the answer before the fact: the one remembered, else
    (when the fact is kept) the game as it was, solved."""
    before = remembered(path)
    old: Case | None = None
    if before is None:
        try:
            old = load_case(path)
        except (CaseError, StatementError):
            old = None
    out = table.add(path, words, force, max_worlds, seats)
    if out.written and before is None and old is not None:
        b = solve(old, TABLE_WORLDS, ends=False, seats=False)
        before = glance.Before(b.consistent, list(b.demon))
    return out, before


def report(path: str, console: Console, max_worlds: int | None = TABLE_WORLDS,
           result: Result | None = None, head: str = "",
           before: glance.Before | None = None, details: bool = False,
           count_seconds: float = 0, fact: str = "", more: str | None = None,
           shares: bool = False) -> None:
    """The answer for the game at a glance (what changed since `before`), and
    with `details` the full report; the answer is remembered for the next fact."""
    data = glance.game_bytes(path)  # the bytes this answer is for (`add`: just written)
    if result is None:
        result = solve(load_case(path), max_worlds, ends=False, seats=details)
    if count_seconds > 0 and result.consistent and not result.complete \
            and result.enumerator is not None:
        tally(result, result.enumerator, result.seen, count_seconds)
    if more is None:
        more = "" if details else glance.more_hint(path)
    if before is not None and not fact:
        fact = before.fact
    said = glance.print_glance(console, path, result.case, result, head, before, more,
                               before.warned if before else None)
    if details:
        print_report(result, console, shares=shares)
    if data is not None:
        glance.remember(path, data, result, before, fact, said)


def print_outcome(out: Outcome, path: str, words: list[str], console: Console,
                  before: glance.Before | None = None, details: bool = False,
                  count_seconds: float = 0, more: str | None = None,
                  shares: bool = False) -> None:
    """Say what happened to the fact (one line each, never wrapped, so it can be
    copied); the answer follows when the fact was kept."""

    def say(text: str) -> None:
        console.print(text, soft_wrap=True)

    fact, where = escape(" ".join(words)), escape(path)
    r = out.result
    if out.silent:
        say(f"[bold yellow]{where}[/]: {escape(out.silent)}; "
            + ("kept (--force)." if out.written else "not written: add --force to keep it."))
    if r is not None and not r.consistent and out.was_inconsistent:
        say(f"[bold red]{where}[/]: the case already had no world; kept `{fact}` anyway.")
    elif r is not None and not r.consistent:
        say(f"[bold red]{where}: contradiction[/]: with `{fact}` no world is left. "
            "No world has all of:")
        for label, new in out.conflicts:
            say(f"  - {escape(label)}{'  (new)' if new else ''}")
        if all(new for _, new in out.conflicts):
            say("  (with the rules of the game alone: setup counts, script)")
        say("Kept anyway (--force): the case now has no world." if out.written else
            "Not written. Check the words; add --force to keep it anyway.")
    if out.written and r is not None:
        report(path, console, result=r, head=f"{path}: {out.summary}.", before=before,
               details=details, count_seconds=count_seconds, fact=out.summary, more=more,
               shares=shares)
    elif out.written or (r is None and not out.refused):
        say(f"{where}: {escape(out.summary)}")


def undone(path: str, fact: str | None, again: bool = False) -> str:
    """What `undo` took back (or `redo` put back), in the user's words, and how
    to reverse it."""
    what = f"`{fact}`" if fact else "the last change"
    if again:
        return f"{path}: redone {what} (`botc undo {path}` takes it back)"
    return f"{path}: undone {what} (`botc redo {path}` puts it back)"
