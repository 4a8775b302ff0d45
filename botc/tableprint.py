"""What the table prints: a fact's outcome (kept, or refused with the facts
it clashes with) and then the solver's report, as `botc solve` prints it."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from botc.cli import print_report
from solver.caseparse import load_case
from solver.table import TABLE_WORLDS, Outcome
from solver.worlds import Result, solve


def report(path: str, console: Console, max_worlds: int | None = TABLE_WORLDS,
           result: Result | None = None) -> None:
    """The solver's answer for the game, as `botc solve` prints it."""
    if result is None:
        result = solve(load_case(path), max_worlds, ends=False)
    print_report(result, console)


def print_outcome(out: Outcome, path: str, words: list[str], console: Console) -> None:
    """Say what happened to the fact (one line each, never wrapped, so it can be
    copied); the solver's report follows when the fact was kept."""

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
    if out.written or (r is None and not out.refused):
        say(f"{where}: {escape(out.summary)}")
    if out.written:
        report(path, console, result=r)


def undone(path: str, fact: str | None, again: bool = False) -> str:
    """What `undo` took back (or `redo` put back), in the user's words, and how
    to reverse it."""
    what = f"`{fact}`" if fact else "the last change"
    if again:
        return f"{path}: redone {what} (`botc undo {path}` takes it back)"
    return f"{path}: undone {what} (`botc redo {path}` puts it back)"
