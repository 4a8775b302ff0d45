"""The commands for a game kept at the table: `botc new`, `add`, `undo`, `redo`,
`show`, `play` (registered by botc/cli.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING, Any

import click
from rich.console import Console

from botc import tableprint
from caselang.errors import CaseError
from caselang.parse import load_case
from table import game as table
from table.timeline import timeline

if TYPE_CHECKING:
    from botc.glance import Before


def user_errors(f: Callable) -> Callable:
    """The command line's handling of bad input (one line, exit 2), looked up
    when the command runs: botc/cli.py imports this module."""

    @wraps(f)
    def run(*args: Any, **kwargs: Any) -> Any:
        from botc.cli import user_errors as wrap

        return wrap(f)(*args, **kwargs)

    return run


MAX_WORLDS = click.option("--max-worlds", default=table.TABLE_WORLDS, show_default=True,
                          type=click.IntRange(min=0),
                          help="List at most this many worlds (0: no limit); the report "
                               "shows them when there are few.")


@click.command("new")
@click.argument("case_file", type=click.Path())
@click.option("--script", "script", required=True,
              help="A built-in script id (tb, bmr, snv...) or a script JSON file.")
@click.option("--players", "players", required=True,
              help='The players in seating order, clockwise: "Ann, Ben, Cat, ...".')
@click.option("--title", help="A title for the game.")
@user_errors
def new_cmd(case_file: str, script: str, players: str, title: str | None) -> None:
    """Start a game in CASE_FILE (never overwrites a file)."""
    case = table.new_game(case_file, script, table.split_players(players), title)
    click.echo(f"{case_file}: new game, script {case.script_name}, {len(case.players)} players. "
               f"Next: botc add {case_file} claim PLAYER CHARACTER")


DETAILS = click.option("--details", is_flag=True,
                       help="Also the full report: each seat's possible characters, why "
                            "the others cannot be the Demon, the worlds when few.")
COUNT_SECONDS = click.option("--count-seconds", default=0.0, show_default=True,
                             type=click.FloatRange(min=0),
                             help="Count the worlds for up to this long (0: no counts; "
                                  "at the table counts are asked for, not waited for).")


@click.command("add", context_settings={"ignore_unknown_options": True})
@click.argument("case_file", type=click.Path())
@click.argument("words", nargs=-1, required=True)
@click.option("--force", is_flag=True, help="Keep the fact even if it leaves no world.")
@click.option("--seats", is_flag=True, help="The same as --details.")
@DETAILS
@COUNT_SECONDS
@click.option("--shares", is_flag=True,
              help="With exact counts, also each Demon candidate's share of the worlds "
                   "(a share is not a likelihood).")
@MAX_WORLDS
@user_errors
def add_cmd(case_file: str, words: tuple[str, ...], force: bool, seats: bool, details: bool,
            count_seconds: float, shares: bool, max_worlds: int) -> None:
    """Add one fact to CASE_FILE, in words, and print who could be the Demon.

    \b
      claim PLAYER CHARACTER
      info PLAYER night|day N ABILITY PAYLOAD...   (payloads: botc characters ABILITY)
      became PLAYER night|day N CHARACTER
      died PLAYER night|day N [by CHARACTER]
      executed PLAYER day N [died no]
      revived PLAYER night N                       (declared alive again at dawn)
      reincarnated PLAYER night|day N as TRAVELLER (back at once as a Traveller)
      nominated PLAYER by PLAYER day N [votes K] [voters PLAYER...]
      voted day N PLAYER...
      ABILITY PLAYER day N KEY VALUE...            (a public day action)
      traveller PLAYER CHARACTER [good|evil] [joined|left night|day N] [seat K]
      fabled CHARACTER...     (the Fabled and Loric in play; `fabled none`)
      hidden CHARACTER...     you_might_be CHARACTER...
      counts TEAM N ...       rules RULING yes|no ...
      you PLAYER   known STATEMENT   now night|day N   title TEXT

    The answer is a few lines: who could have started as the Demon, what the
    fact changed, and a next step; --details adds each seat and the reasons.
    The file is written only if the result is a valid case; a fact that leaves
    no world is refused (exit 1), naming the earlier facts it clashes with,
    unless --force; so is a report on a night its ability does not act.
    Comments and layout are kept; `botc undo` takes it back (and `botc redo`
    puts it back again).
    """
    for word in words:  # a number such as -1 is a word; anything else is a mistyped option
        if word.startswith("-") and not word[1:].isdigit():
            raise click.NoSuchOption(word)
    details = details or seats or count_seconds > 0 or shares
    out, before = tableprint.add(case_file, list(words), force, max_worlds or None, details)
    tableprint.print_outcome(out, case_file, list(words), Console(), before, details,
                             count_seconds, shares=shares)
    sys.exit(1 if out.refused else 0)


@click.command("undo")
@click.argument("case_file", type=click.Path())
@MAX_WORLDS
@user_errors
def undo_cmd(case_file: str, max_worlds: int) -> None:
    """Put CASE_FILE back as it was before the last change."""
    before = tableprint.remembered(case_file)
    click.echo(tableprint.undone(case_file, table.undo(case_file)))
    _report(case_file, max_worlds, before, "undone")


@click.command("redo")
@click.argument("case_file", type=click.Path())
@MAX_WORLDS
@user_errors
def redo_cmd(case_file: str, max_worlds: int) -> None:
    """Put back in CASE_FILE the change the last undo took back."""
    before = tableprint.remembered(case_file)
    click.echo(tableprint.undone(case_file, table.redo(case_file), again=True))
    _report(case_file, max_worlds, before, "redone")


def _report(case_file: str, max_worlds: int, before: Before | None, fact: str) -> None:
    try:
        tableprint.report(case_file, Console(), max_worlds or None, before=before, fact=fact)
    except CaseError as e:  # the version put back is not a valid case: still put back
        click.echo(f"note: {e}", err=True)


@click.command("show")
@click.argument("case_file", type=click.Path())
@user_errors
def show_cmd(case_file: str) -> None:
    """CASE_FILE as a timeline: setup and claims, then each night and day."""
    click.echo("\n".join(timeline(load_case(case_file))))


@click.command("play")
@click.argument("case_file", type=click.Path())
@MAX_WORLDS
@user_errors
def play_cmd(case_file: str, max_worlds: int) -> None:
    """Enter facts into CASE_FILE at a prompt, one a line, with completion; each
    accepted line is saved at once. `undo`, `redo`, `show`, `help`, `quit` work inside."""
    from botc import play  # the prompt library loads only for this command

    play.run(case_file, max_worlds or None)


COMMANDS = (new_cmd, add_cmd, undo_cmd, redo_cmd, show_cmd, play_cmd)
