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

from botc import glance, tableprint
from caselang.case import RULE_DEFAULTS, Case
from caselang.errors import CaseError
from caselang.parse import GENERIC_KINDS, PLAYER_LIST_FIELDS, load_case, player_fields
from caselang.statements import StatementError
from facts.catalog import catalog
from table import game as table
from table.commands import PHASES, commands, event_keys
from table.gamefile import history_dir
from table.timeline import timeline

SESSION_WORDS = ("undo", "redo", "show", "details", "force", "help", "quit")

HELP = """\
One fact a line, in the words of `botc add` (see `botc add --help`):
  claim PLAYER CHARACTER          info PLAYER night|day N ABILITY PAYLOAD...
  became PLAYER night|day N CHARACTER
  died PLAYER night|day N         executed PLAYER day N
  revived PLAYER night N          (alive again at that dawn)
  reincarnated PLAYER night|day N as TRAVELLER   (back at once from that death)
  nominated PLAYER by PLAYER day N votes K
  ABILITY PLAYER day N KEY VALUE...   (a public day action)
  traveller PLAYER CHARACTER [good|evil] [joined night|day N] [seat K]
  fabled CHARACTER... (or none: the Fabled and Loric in play)
  hidden, you_might_be, counts, rules, you, known, now, title, source, script
Add --force to keep a fact that leaves no world (or type `force` after one was refused).
undo: take back the last change   redo: put it back
show: the game so far   quit: leave (all is saved)
details: each seat's possible characters and why the others cannot be the Demon"""



def more(path: str) -> str:
    return (f"More: type `details` (each seat, and why not the Demon); world counts: "
            f"botc solve {shlex.quote(path)} --count-seconds 30")


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
        elif head == "details" and len(words) == 1:
            before = tableprint.last_change(self.path)
            tableprint.report(self.path, c, self.max_worlds, details=True, before=before,
                              head=glance.last_change_head(self.path, before))
        elif head in ("undo", "redo") and len(words) == 1:
            again = head == "redo"
            before = tableprint.remembered(self.path)
            fact = table.redo(self.path) if again else table.undo(self.path)
            c.print(escape(tableprint.undone(self.path, fact, again)), soft_wrap=True)
            tableprint.report(self.path, c, self.max_worlds, before=before,
                              fact="redone" if again else "undone", more=more(self.path))
        elif head == "force" and len(words) == 1:
            if self.refused is None:
                raise CaseError(self.path, "force", "no refused fact to keep")
            self.add(self.refused, force=True)
        else:
            force = "--force" in words
            self.add([x for x in words if x != "--force"], force)

    def add(self, words: list[str], force: bool) -> None:
        out, before = tableprint.add(self.path, words, force, self.max_worlds, False)
        tableprint.print_outcome(out, self.path, words, self.console, before, more=more(self.path))
        self.refused = None if out.written else words
        if out.refused:
            self.console.print("Type `force` to keep it anyway.", soft_wrap=True)

    def error(self, message: str) -> None:
        self.console.print(f"[red]error:[/] {escape(message)}", soft_wrap=True)


# The commands whose first word after the command is a player.
PLAYER_FIRST = frozenset(("claim", "info", "became", "you", *GENERIC_KINDS)) - {"voted"}


class GameCompleter(Completer):
    """Completes by the slot the cursor is in: the fact words first, then a
    player's name where a player goes (after `claim`, `info`, `died`... and
    after `by`, `target`, `voters`...), a character where one goes, the phase
    words after a player; elsewhere names, characters and keywords. The game
    is re-read only when it changes."""

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

    def of_team(self, team: str) -> list[str]:
        """Every character of the team (a Traveller or Fabled need not be on the
        script)."""
        return sorted(c for c, meta in catalog().items() if meta.team == team)

    def candidates(self, done: list[str]) -> list[str]:
        """What may go in the slot after the words `done`."""
        self.refresh()
        if not done:
            return [*commands(), *SESSION_WORDS, *self.characters]
        head, k, last = done[0].lower(), len(done), done[-1].lower()
        event = head in PLAYER_FIRST or (head not in commands() and head in catalog())
        if k == 1 and (event or head == "traveller"):
            return list(self.names)
        if k == 2 and head == "claim":
            return list(self.characters)
        if head in ("traveller", "traveler"):
            return self.of_team("traveller") if k == 2 else \
                ["good", "evil", "joined", "seat", *PHASES]
        if head in ("fabled", "loric"):
            return [*self.of_team("fabled"), *self.of_team("loric"), "none"]
        if k == 2 and event:
            return list(PHASES)
        if head in ("hidden", "you_might_be") or (
                k == 4 and head in ("info", "became")):
            return list(self.characters)
        if last == "died" and k > 1:  # `executed Eve day 1 died no`, a shot's outcome
            return ["yes", "no"]
        if last == "by" and head == "died":  # died by a character
            return list(self.characters)
        if last in player_fields() or last in PLAYER_LIST_FIELDS or (head == "voted" and k >= 3):
            return list(self.names)
        return [*self.names, *self.characters, "yes", "no", "none", *sorted(event_keys()),
                *RULE_DEFAULTS]

    def get_completions(self, document: PromptDocument, complete_event: CompleteEvent
                        ) -> Iterable[Completion]:
        before = document.text_before_cursor
        word = document.get_word_before_cursor(WORD=True)
        done = before[: len(before) - len(word)].split()
        for option in dict.fromkeys(self.candidates(done)):
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
    before = tableprint.last_change(path)
    tableprint.report(path, console, max_worlds, before=before, more=more(path),
                      head=glance.last_change_head(path, before))
    while True:
        try:
            line = prompt.prompt(f"{Path(path).name}> ")
        except KeyboardInterrupt:
            continue
        except EOFError:
            break
        if not session.handle(line):
            break
