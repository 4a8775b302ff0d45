"""`botc play`: the commands of `botc add` typed at a prompt, one fact a line.

Thin on purpose: each line goes through the same `add` as the command line,
so every accepted line is already on disk when the table is printed and
killing the session loses nothing. `undo`, `redo`, `show`, `force` (keep the fact
just refused as a contradiction), `help` and `quit` work inside it.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable
from pathlib import Path

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document as PromptDocument
from rich.console import Console
from rich.markup import escape

from botc import tableprint
from facts.catalog import catalog
from solver import table
from solver.case import RULE_DEFAULTS, Case
from solver.caseparse import load_case
from solver.commands import COMMANDS, EVENT_KEYS
from solver.errors import CaseError
from solver.gamefile import history_dir
from solver.statements import StatementError
from solver.timeline import timeline

SESSION_WORDS = ("undo", "redo", "show", "force", "help", "quit")
KEYWORDS = ("yes", "no", "none", *sorted(EVENT_KEYS), *RULE_DEFAULTS)
HELP = """\
One fact a line, in the words of `botc add` (see `botc add --help`):
  claim PLAYER CHARACTER          info PLAYER night|day N ABILITY PAYLOAD...
  became PLAYER night|day N CHARACTER
  died PLAYER night|day N         executed PLAYER day N
  revived PLAYER night N          (alive again at that dawn)
  nominated PLAYER by PLAYER day N votes K
  ABILITY PLAYER day N KEY VALUE...   (a public day action)
  hidden, you_might_be, counts, rules, you, known, now, title, source, script
Add --force to keep a fact that leaves no world (or type `force` after one was refused).
undo: take back the last change   redo: put it back
show: the game so far   quit: leave (all is saved)"""


class Session:
    """One game at the prompt. `handle` takes a line and says whether to go on."""

    def __init__(self, path: str, console: Console,
                 max_worlds: int | None = table.TABLE_WORLDS) -> None:
        self.path = path
        self.console = console
        self.max_worlds = max_worlds
        self.refused: list[str] | None = None  # the last fact refused as a contradiction

    def handle(self, line: str) -> bool:
        try:
            words = shlex.split(line)
        except ValueError as e:
            self.error(f"{self.path}: (line): {e}")
            return True
        if not words:
            return True
        head = words[0].lower()
        if head in ("quit", "exit"):
            return False
        try:
            self.dispatch(head, words)
        except CaseError as e:
            self.error(str(e))
        except StatementError as e:
            self.error(f"{self.path}: statement: {e}")
        return True

    def dispatch(self, head: str, words: list[str]) -> None:
        c = self.console
        if head == "help":
            c.print(escape(HELP))
        elif head == "show" and len(words) == 1:
            c.print(escape("\n".join(timeline(load_case(self.path)))))
        elif head in ("undo", "redo") and len(words) == 1:
            again = head == "redo"
            fact = table.redo(self.path) if again else table.undo(self.path)
            c.print(escape(tableprint.undone(self.path, fact, again)), soft_wrap=True)
            tableprint.report(self.path, c, self.max_worlds)
        elif head == "force" and len(words) == 1:
            if self.refused is None:
                raise CaseError(self.path, "force", "no refused fact to keep")
            self.add(self.refused, force=True)
        else:
            force = "--force" in words
            self.add([x for x in words if x != "--force"], force)

    def add(self, words: list[str], force: bool) -> None:
        out = table.add(self.path, words, force, self.max_worlds)
        tableprint.print_outcome(out, self.path, words, self.console)
        self.refused = None if out.written else words
        if out.refused:
            self.console.print("Type `force` to keep it anyway.", soft_wrap=True)

    def error(self, message: str) -> None:
        self.console.print(f"[red]error:[/] {escape(message)}", soft_wrap=True)


class GameCompleter(Completer):
    """Completes the fact words, the game's player names, the script's
    characters and the keywords; the game is re-read only when it changes."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.stamp: float | None = None
        self.names: list[str] = []
        self.characters: list[str] = sorted(catalog())

    def refresh(self) -> None:
        try:
            stamp = Path(self.path).stat().st_mtime
        except OSError:
            return
        if stamp == self.stamp:
            return
        self.stamp = stamp
        try:
            case: Case = load_case(self.path)
        except CaseError:
            return
        self.names, self.characters = case.names, list(case.script)

    def candidates(self, first: bool) -> list[str]:
        self.refresh()
        if first:
            return [*COMMANDS, *SESSION_WORDS, *self.characters]
        return [*self.names, *self.characters, *KEYWORDS]

    def get_completions(self, document: PromptDocument, complete_event: CompleteEvent
                        ) -> Iterable[Completion]:
        before = document.text_before_cursor
        word = document.get_word_before_cursor(WORD=True)
        first = not before[: len(before) - len(word)].strip()
        for option in dict.fromkeys(self.candidates(first)):
            if option.lower().startswith(word.lower()):
                yield Completion(option, start_position=-len(word))


def run(path: str, max_worlds: int | None = table.TABLE_WORLDS) -> None:
    """The interactive loop (needs a terminal)."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory

    console = Console()
    folder = history_dir(path)
    folder.mkdir(exist_ok=True)
    prompt = PromptSession(history=FileHistory(str(folder / "commands")),
                           completer=GameCompleter(path), complete_while_typing=True)
    session = Session(path, console, max_worlds)
    console.print(f"{escape(path)}: one fact a line; `help` for the words, `quit` to leave.")
    tableprint.report(path, console, max_worlds)
    while True:
        try:
            line = prompt.prompt(f"{Path(path).name}> ")
        except KeyboardInterrupt:
            continue
        except EOFError:
            break
        if not session.handle(line):
            break
