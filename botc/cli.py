"""The `botc` command: solve, check, why, characters."""

from __future__ import annotations

import importlib
import json
import os
import sys
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import TYPE_CHECKING, Any

import click

from botc.deep import allow_deep_recursion, run_deep
from caselang.errors import CaseError

# The engine (z3), rich and the rules are imported by the commands that use
# them, and the other modules' commands when asked for (LazyGroup): `botc
# --help` and a mistyped command answer at once.
if TYPE_CHECKING:
    from rich.console import Console

    from answers.likelihood import Model
    from answers.likely import Likely, Sensitivity
    from answers.worlds import Result
    from caselang.case import Case

CHECK_LIMIT = 100_000  # `check` needs exact world sets; this only bounds runaway cases
COUNT_SECONDS = 30.0  # `solve`: time the model counter may take when the list is cut
ESTIMATE_SECONDS = 10.0  # `solve`: time for estimated shares when the counts are not exact
# answers.estimate.METHODS, named here so that starting the CLI imports no z3
ESTIMATORS = ("unigen", "approxmc", "cmsgen")


def user_errors(f: Callable) -> Callable:
    """Bad input: one line on standard error, exit status 2, no traceback."""

    @wraps(f)
    def run(*args: Any, **kwargs: Any) -> Any:
        from caselang.statements import StatementError

        try:
            return f(*args, **kwargs)
        except CaseError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(2)
        except StatementError as e:
            where = kwargs.get("case_file")
            click.echo(f"error: {where + ': ' if where else ''}statement: {e}", err=True)
            sys.exit(2)

    return run


class LazyGroup(click.Group):
    """A group whose other modules' commands are imported when one is run or
    its help is asked for; the group's help lists them by their short help,
    kept here (tests/test_cli.py checks it against each command's own)."""

    LAZY: dict[str, tuple[str, str, str]] = {
                # Python and shares only the case format with the solver.
        "simulate": ("botc.simulate", "simulate",
                     "Play random legal games as a Storyteller would and write them as cases."),
        # `botc rank-plot`: the calibration plot of saved `simulate --rank --json` runs.
        "rank-plot": ("botc.calplot", "rank_plot",
                      "Draw the calibration plot of saved `simulate --rank --json` runs."),
        # `botc new`, `add`, `undo`, `redo`, `show`, `play`: a game kept fact by fact at
        # the table (botc/tablecli.py).
        "new": ("botc.tablecli", "new_cmd",
                "Start a game in CASE_FILE (never overwrites a file)."),
        "add": ("botc.tablecli", "add_cmd",
                "Add one fact to CASE_FILE, in words, and print who could be the Demon."),
        "undo": ("botc.tablecli", "undo_cmd",
                 "Put CASE_FILE back as it was before the last change."),
        "redo": ("botc.tablecli", "redo_cmd",
                 "Put back in CASE_FILE the change the last undo took back."),
        "show": ("botc.tablecli", "show_cmd",
                 "CASE_FILE as a timeline: setup and claims, then each night and day."),
        "play": ("botc.tablecli", "play_cmd",
                 "Enter facts into CASE_FILE at a prompt, one a line, with completion; "
                 "each accepted line is saved at once."),
        # `botc serve`: the same game in a browser (botc/serve/).
        "serve": ("botc.serve.cli", "serve_cmd",
                  "Serve CASE_FILE as a web page to add facts and see the answers."),
        # `botc st check`: the Storyteller's check of a true grimoire (botc/stcli.py).
        "st": ("botc.stcli", "st", "The Storyteller's tools."),
    }

    # Commands that stay in the main thread (a prompt's Ctrl-C, the web server's
    # signal handlers); the rest encode games in a thread with room to recurse.
    MAIN_THREAD = frozenset({"play", "serve"})

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Note which command the words name (the group takes no option with a
        value, so it is the first word that is no option)."""
        ctx.meta["botc.command"] = next((a for a in args if not a.startswith("-")), None)
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.LAZY})

    def main(self, args: Any = None, *rest: Any, **extra: Any) -> Any:
        """Run from the shell (the command line's own arguments), the process
        ends as soon as the command is done (botc/leave.py); a caller that
        passes arguments (a test) keeps its process."""
        if args is not None:
            return super().main(args, *rest, **extra)
        from botc import leave

        leave.arm()
        try:
            value = super().main(args, *rest, **extra)
        except SystemExit as e:
            leave.status(e.code)
            raise
        leave.status(0)
        return value

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.LAZY and cmd_name not in self.commands:
            module, attr, _ = self.LAZY[cmd_name]
            self.add_command(getattr(importlib.import_module(module), attr), cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        """A reader that stops early (`botc solve GAME | head`) is no error: the
        rest of the output is dropped and the command exits 0, as `cat` would."""
        from rich.console import Console

        # rich's own answer to a closed pipe is exit 1 (its docs invite changing it)
        Console.on_broken_pipe = _reader_gone  # type: ignore[method-assign]
        try:
            if ctx.meta.get("botc.command") in self.MAIN_THREAD:
                allow_deep_recursion()
                return super().invoke(ctx)
            return run_deep(lambda: super(LazyGroup, self).invoke(ctx))
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())  # the final flush has nowhere to fail
            sys.exit(0)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(map(len, names))  # as click's own listing
        rows = [(name, textwrap.shorten(self.LAZY[name][2], limit, placeholder="...")
                 if name in self.LAZY and name not in self.commands
                 else self.commands[name].get_short_help_str(limit)) for name in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _reader_gone(console: Console) -> None:
    raise BrokenPipeError


@click.group(cls=LazyGroup)
def main() -> None:
    """A constraint solver for Blood on the Clocktower."""


# ---- solve -------------------------------------------------------------------
def result_json(r: Result) -> dict:
    names = r.case.names
    worlds = []
    for wr in r.worlds:
        item = {"start": dict(zip(names, wr.start)),
                "end": dict(zip(names, wr.ends[0])) if wr.ends else {},
                "evil_start": wr.evil_start,
                "evil_end": wr.evil_ends[0] if wr.evil_ends else []}
        if len(wr.ends) > 1:
            item["ends"] = [dict(zip(names, e)) for e in wr.ends]
        worlds.append(item)
    out = {"case": r.case.path, "consistent": r.consistent, "worlds": worlds,
           "complete": r.complete, "demon": r.demon, "demon_counts_exact": r.demon_exact,
           "counts_note": r.count_note, "possible": dict(zip(names, r.possible)),
           "seconds": round(r.seconds, 3)}
    if case_warnings(r.case):
        out["warnings"] = case_warnings(r.case)
    if r.world_count is not None:
        out["world_count"] = r.world_count
    if r.demon_exact or r.estimate is not None:
        out["shares"] = shares_json(r)
    if r.estimate_note:
        out["estimate_note"] = r.estimate_note
    if r.traveller_alignments:  # evil_start/evil_end list only players from the bag
        out["travellers"] = {p.name: {"character": p.traveller,
                                      "alignment": r.traveller_alignments[p.name]}
                             for p in r.case.players if p.traveller}
    return out


def shares_json(r: Result) -> dict[str, dict]:
    """The `shares` key: per Demon candidate its share of the worlds, exact
    (`share`, `exact: true`) or estimated (`low`, `high`, `confidence`,
    `method`, `exact: false`)."""
    if r.demon_exact:
        total = r.world_count or 1
        return {name: {"share": round(k / total, 6), "exact": True, "method": "count"}
                for name, k in r.demon.items()}
    est = r.estimate
    assert est is not None
    out = {}
    for seat, share in est.demon.items():
        item: dict[str, Any] = {"low": round(share.low, 6), "high": round(share.high, 6),
                                "confidence": share.confidence, "exact": False,
                                "method": est.method}
        if est.samples is not None:
            item["samples"] = est.samples
        if est.epsilon is not None:
            item.update(epsilon=est.epsilon, delta=est.delta)
        out[r.case.names[seat]] = item
    return out


def share_lines(r: Result) -> list[str]:
    """Each candidate's share of the worlds, saying whether it is exact or an
    estimate (and at what confidence); most worlds first."""
    if r.demon_exact:
        total = r.world_count or 1
        return [f"{name}: {100 * k / total:.0f} % of worlds (exact)"
                for name, k in sorted(r.demon.items(), key=lambda kv: -kv[1])]
    if r.estimate is None:
        return []
    out = []
    for seat, share in sorted(r.estimate.demon.items(),
                              key=lambda kv: -(kv[1].low + kv[1].high)):
        low, high = round(100 * share.low), round(100 * share.high)
        span = f"{low}" if low == high else f"{low}-{high}"
        sure = (f"{100 * share.confidence:.0f} %" if share.confidence is not None
                else "no stated confidence")
        out.append(f"{r.case.names[seat]}: {span} % of worlds (estimate, {sure})")
    return out


def case_warnings(case: Case) -> list[str]:
    """What the answer leaves out, said by the Fabled and Loric in play, the
    Travellers seated, and the script's other characters, which may be in play
    (`Rule.warning`)."""
    from facts.catalog import team
    from rules.registry import all_rules

    rules = all_rules()
    present = [*case.fabled, *(p.traveller for p in case.players if p.traveller),
               *(c for c in case.script if c not in case.fabled
                 and team(c) not in ("fabled", "loric"))]
    return [rules[c].warning for c in dict.fromkeys(present) if c in rules and rules[c].warning]


def worlds(n: int) -> str:
    """`1 world`, `2 worlds`, `1,024 worlds`."""
    return f"{n:,} world{'' if n == 1 else 's'}"


WORLD_LIST = 12  # the report lists worlds only when there are at most this many
REASON_SECONDS = 1.0  # time for the reasons why seats are not the Demon


def print_report(r: Result, console: Console, list_worlds: bool = False,
                 shares: bool = False) -> None:
    """What a player asks first: who could be the Demon, each seat's possible
    characters (with a short reason for a seat that cannot be the Demon, when
    one is quick to find); the worlds themselves only when few, or asked for."""
    from rich.markup import escape

    if not r.consistent:
        console.print(f"[bold red]{escape(r.case.title or r.case.path)}: inconsistent[/] - "
                      "no world fits every claim and event.")
        for line in case_warnings(r.case):
            console.print(f"[bold yellow]warning:[/] {escape(line)}")
        return
    if r.complete:
        size = worlds(len(r.worlds))
    elif r.world_count is not None:
        size = f"{worlds(r.world_count)} (the first {len(r.worlds)} listed)"
    else:
        size = f"more than {worlds(len(r.worlds))} (the first {len(r.worlds)} listed)"
    print_header(r, console, size)
    print_demons(r, console, shares=shares)
    print_seats(r, console)
    print_worlds(r, console, list_worlds)


def print_header(r: Result, console: Console, size: str) -> None:
    """The case's title and size, then what the answer leaves out (warnings)."""
    from rich.markup import escape

    console.print(f"[bold]{escape(r.case.title or r.case.path)}[/]: consistent, {size} "
                  f"in {r.seconds:.2f} s")
    for line in case_warnings(r.case):
        console.print(f"[bold yellow]warning:[/] {escape(line)}")


@dataclass(frozen=True)
class Guess:
    """How `solve` estimates shares when the counts are not exact."""

    seconds: float
    method: str


def print_streamed(r: Result, console: Console, count_seconds: float,
                   list_worlds: bool = False, shares: bool = False,
                   guess: Guess = Guess(0, ESTIMATORS[0])) -> None:
    """The report of a cut list in two parts: the Demon candidates and the
    per-seat table (exact, and quick) are printed and flushed before the model
    counter runs; then the counts."""
    from rich.markup import escape

    from answers.worlds import tally

    e = r.enumerator
    assert e is not None
    print_header(r, console, f"more than {worlds(len(r.worlds))} (the first "
                             f"{len(r.worlds)} listed)")
    console.print("Who could be the Demon (at the start): " + ", ".join(map(escape, r.demon)))
    print_seats(r, console)
    console.print(f"Counting the worlds (up to {count_seconds:g} s; --count-seconds 0 "
                  "answers without counts)..." + estimating(guess.seconds) if count_seconds > 0
                  else estimating(guess.seconds, alone=True), soft_wrap=True)
    console.file.flush()
    t0 = time.perf_counter()
    tally(r, e, r.seen, count_seconds, estimate_seconds=guess.seconds, method=guess.method)
    r.seconds += time.perf_counter() - t0
    if r.world_count is not None:
        console.print(f"{worlds(r.world_count)} (the first {len(r.worlds)} listed) "
                      f"in {r.seconds:.2f} s")
    print_demons(r, console, names_shown=True, shares=shares)
    print_worlds(r, console, list_worlds)


def estimating(seconds: float, alone: bool = False) -> str:
    """What follows a count that does not finish (`alone`: no count was
    asked), said while counting."""
    if seconds <= 0:
        return ""
    what = f"(up to {seconds:g} s; --estimate-seconds 0 does not)..."
    return f"Estimating the counts {what}" if alone else f" then, if need be, estimating {what}"


def print_seats(r: Result, console: Console) -> None:
    """Each seat's possible starting characters, with quick reasons."""
    from rich.markup import escape
    from rich.table import Table

    case = r.case
    if not r.seats_exact:
        console.print("Each seat's possible starting characters: `botc solve "
                      f"{escape(case.path)} --details`.")
        for name, options in r.traveller_alignments.items():
            console.print(f"Traveller {escape(name)}: {' or '.join(options)}.")
        return
    reasons = quick_reasons(r)
    seats = Table(title="Possible starting characters")
    seats.add_column("seat", justify="right", no_wrap=True)
    seats.add_column("player", no_wrap=True,
                     min_width=max((len(n) for n in case.names), default=6))
    seats.add_column("claim", no_wrap=True)
    seats.add_column("could be")
    if reasons:
        seats.add_column("not the Demon, because of")
    universe = sorted({c for chars in r.possible for c in chars},
                      key=lambda c: min(chars.index(c) for chars in r.possible if c in chars))
    for i, p in enumerate(case.players):
        row = [str(i + 1), escape(p.name), p.claim or "-", could_be(r.possible[i], universe)]
        if reasons:
            row.append(escape(reasons.get(p.name, "")))
        seats.add_row(*row)
    console.print(seats)
    for name, options in r.traveller_alignments.items():
        console.print(f"Traveller {escape(name)}: {' or '.join(options)}.")


def print_worlds(r: Result, console: Console, list_worlds: bool) -> None:
    """The worlds, when few or asked for."""
    from rich.markup import escape
    from rich.table import Table

    from facts.catalog import team

    if not list_worlds and len(r.worlds) > WORLD_LIST:
        console.print(f"{len(r.worlds)} worlds listed by `botc solve {escape(r.case.path)} "
                      "--worlds` (or --json).")
        return
    worlds = Table(title="Worlds (starting characters)")
    worlds.add_column("#", justify="right", no_wrap=True)
    for p in r.case.players:  # never cut a name: a narrow terminal folds the cells
        worlds.add_column(escape(p.name), min_width=len(p.name), overflow="fold")
    for k, wr in enumerate(r.worlds, 1):
        cells = [f"[red]{c}[/]" if team(c) in ("minion", "demon") else c for c in wr.start]
        worlds.add_row(str(k), *cells)
    console.print(worlds)


SHORT_LIST = 8  # a seat with more possible characters than this is written by exception


def could_be(chars: list[str], universe: list[str]) -> str:
    """A seat's possible characters; a long list as what it cannot be, among the
    characters some seat could have, so that an unknown seat takes one line."""
    missing = [c for c in universe if c not in chars]
    if len(chars) <= SHORT_LIST or len(missing) > len(chars) // 2:
        return ", ".join(chars)
    if not missing:
        return f"any ({len(universe)}: every character some seat could be)"
    return f"any but {', '.join(missing)} ({len(chars)} of {len(universe)})"


def quick_reasons(r: Result) -> dict[str, str]:
    """For every seat that cannot be the starting Demon, the claims and events
    that rule it out, while they come quickly (`REASON_SECONDS` in all); a seat
    whose reason was not found in that time says so and where to ask (never a
    blank: a blank reads as "no reason")."""
    from answers.worlds import why_not

    e = r.enumerator
    if e is None or not r.consistent:
        return {}
    late = (f"not found within {REASON_SECONDS:g} s: "
            f"botc solve {r.case.path} --why")
    out: dict[str, str] = {}
    t0 = time.perf_counter()
    for i, name in enumerate(r.case.names):
        if name in r.demon:
            continue
        if time.perf_counter() - t0 > REASON_SECONDS:
            out[name] = late
            continue
        reasons = why_not(e, e.w.is_team(i, "demon", e.w.start_state))
        if reasons is not None:
            out[name] = "; ".join(reasons) or "the rules of the game alone"
    return out


def no_seated_demon(r: Result) -> bool:
    """Some world starts with no seat holding a Demon character."""
    from engine.terms import any_of, negate

    e = r.enumerator
    if e is None or not r.consistent:
        return False
    w = e.w
    return e.check(negate(any_of([w.is_team(s, "demon", w.start_state) for s in range(w.n)])))


def print_demons(r: Result, console: Console, names_shown: bool = False,
                 shares: bool = False, unseated: bool | None = None) -> None:
    """Every possible starting Demon: with exact counts, a table of worlds (and
    with `shares`, each one's share of the worlds, said not to be a likelihood);
    otherwise one line of names (unless `names_shown` already) and why no
    numbers are shown. `unseated`: whether a world has no seated Demon, when
    already decided (else asked here)."""
    from rich.markup import escape
    from rich.table import Table

    if r.demon_exact:
        demons = Table(title="Who could be the Demon (at the start)")
        demons.add_column("player", no_wrap=True)
        demons.add_column("worlds", justify="right")
        if shares:
            demons.add_column("share of worlds", justify="right")
        total = r.world_count or 1
        order = sorted(r.demon.items(), key=lambda kv: -kv[1]) if shares else r.demon.items()
        for name, k in order:
            demons.add_row(escape(name), f"{k:,}",
                           *([f"{100 * k / total:.0f} % (exact)"] if shares else []))
        console.print(demons)
    elif not names_shown:  # lower bounds would rank by search order: names only, in seat order
        names = ", ".join(map(escape, r.demon)) or "nobody"
        console.print(f"Who could be the Demon (at the start): {names}")
    if no_seated_demon(r) if unseated is None else unseated:
        console.print("In some worlds no player starts as a Demon (a Demon no player "
                      "holds, or one still to be made): ask `is(P, demon, night N)` "
                      "for who is the Demon later.")
    if r.demon_exact:
        console.print(f"Counts are {escape(r.count_note)}.")
        if r.demon and shares:
            console.print("A share of worlds is not a likelihood: the Storyteller does "
                          "not choose among the worlds uniformly.")
    else:
        why = r.count_note.split(", as ", 1)[-1]
        console.print(f"No world counts: {escape(why)}. To count them: botc solve "
                      f"{escape(r.case.path)} --count-seconds 30")
        if r.estimate is not None:
            console.print("Each candidate's share of the worlds, estimated:")
            for line in share_lines(r):
                console.print(f"  {escape(line)}")
            console.print(f"Shares {escape(r.estimate_note)}. A share of worlds is not a "
                          "likelihood.", soft_wrap=True)
        elif r.estimate_note:
            console.print(f"No estimated shares: {escape(r.estimate_note.split(': ', 1)[-1])}.",
                          soft_wrap=True)


@main.command("solve")
@click.argument("case_file", type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="Print the spec's JSON object.")
@click.option("--max-worlds", default=50, show_default=True, type=click.IntRange(min=0),
              help="List at most this many worlds (0: no limit).")
@click.option("--count-seconds", default=None, type=click.FloatRange(min=0),
              help=f"When the list is cut, count the worlds exactly for up to this long "
                   f"(0: do not count; the Demon counts are then lower bounds). Default: "
                   f"{COUNT_SECONDS:g}, or 0 for a game kept at the table (`botc new`) "
                   f"read without --json.")
@click.option("--estimate-seconds", default=None, type=click.FloatRange(min=0),
              help=f"When the counts are not exact, estimate each Demon candidate's share of "
                   f"the worlds (an interval at 95 %) for up to this long (0: do not). "
                   f"Default: {ESTIMATE_SECONDS:g}, or 0 for a game kept at the table read "
                   f"without --json.")
@click.option("--estimate-method", type=click.Choice(list(ESTIMATORS)), default=None,
              help="How to estimate shares: unigen (almost-uniform samples of worlds, 95 % "
                   "intervals), approxmc (approximate counts, a proven 95 % bound, wide), "
                   "cmsgen (fast samples with no proof of uniformity: no stated confidence). "
                   "Default: unigen.")
@click.option("--assume", multiple=True, metavar="STATEMENT", help="Add a hypothesis.")
@click.option("--why", "explain", is_flag=True,
              help="Say why each player who cannot be the Demon cannot be.")
@click.option("--backend", type=click.Choice(["sat", "z3", "csp"]), default="sat",
              show_default=True,
              help="sat: CaDiCaL on the engine's own clauses; z3: Z3's finite-domain solver "
                   "on the same formulas; csp: the python-constraint backend (setup and "
                   "first night only).")
@click.option("--worlds", "list_worlds", is_flag=True,
              help=f"List the worlds in the report even when there are more than {WORLD_LIST}.")
@click.option("--shares", is_flag=True,
              help="With exact counts, also each Demon candidate's share of the worlds "
                   "(a share is not a likelihood); estimated shares (--estimate-seconds) "
                   "are shown without it.")
@click.option("--details", is_flag=True,
              help="For a game kept at the table (`botc new`): the full report rather than "
                   "the answer at a glance.")
@click.option("--likely", is_flag=True,
              help="Also each player's probability of being the Demon and of being evil, "
                   "under the stated model (docs/usage.md).")
@click.option("--model", "model_file", type=click.Path(), default=None,
              help="With --likely: a YAML file of the model's parameters "
                   "(default: facts/data/likelihood.yaml).")
@click.option("--sensitivity", is_flag=True,
              help="With --likely: how much is guesswork: the same probabilities with each "
                   "of the model's parameters at the two ends of its range, and which one "
                   "moves the most likely Demon's probability most.")
@click.option("--seconds", default=None, type=click.FloatRange(min=0),
              help="Answer within this long: who could be the Demon first, then each seat's "
                   "table cell by cell, then the worlds and counts; what is not decided by "
                   "then is shown as open (in --json: `open`, `demon_open`).")
@click.option("--jobs", default=None, type=click.IntRange(min=1),
              help="Answer the questions of the answer as it arrives in this many worker "
                   "processes (default: the number of cores; 1: in this process).")
@user_errors
def solve_cmd(case_file: str, as_json: bool, max_worlds: int, count_seconds: float | None,
              estimate_seconds: float | None, estimate_method: str | None,
              assume: tuple[str, ...], explain: bool, backend: str, list_worlds: bool,
              shares: bool, details: bool, likely: bool, model_file: str | None,
              sensitivity: bool, seconds: float | None, jobs: int | None) -> None:
    """Every world consistent with CASE_FILE, and who could be the Demon."""
    from rich.console import Console
    from rich.markup import escape

    from answers.likelihood import load_model
    from answers.worlds import solve
    from botc import glance
    from caselang.parse import load_case

    case = load_case(case_file)
    if model_file is not None and not likely:
        raise CaseError(model_file, "--model", "a model is read only with --likely")
    if sensitivity and not likely:
        raise CaseError(case_file, "--sensitivity", "the parameters' swings come only with "
                                                    "--likely")
    if likely and backend == "csp":
        raise CaseError(case_file, "--likely", "the csp backend gives no likelihoods")
    if likely and seconds is not None:
        raise CaseError(case_file, "--seconds", "the likelihoods (--likely) are not given "
                                                "within a budget yet: leave out one of them")
    model = load_model(model_file) if likely else None
    game = not as_json and glance.is_game_file(case_file) and not likely
    if count_seconds is None:
        count_seconds = 0 if game else COUNT_SECONDS
    if estimate_seconds is None:
        estimate_seconds = 0 if game else ESTIMATE_SECONDS
    guess = Guess(estimate_seconds, estimate_method or ESTIMATORS[0])
    if backend != "csp":
        from backends import select as backends

        backends.use(backend)
    if game and not (details or explain or list_worlds or shares or count_seconds
                     or estimate_seconds or seconds is not None) and backend != "csp":
        r = solve(case, max_worlds or None, list(assume), ends=False, seats=False)
        before = glance.recall_change(case_file, glance.game_bytes(case_file) or b"")
        glance.print_glance(Console(), case_file, case, r,
                            glance.last_change_head(case_file, before), before,
                            glance.more_hint(case_file))
        return
    if backend != "csp" and not likely and (seconds is not None
                                            or (not as_json and Console().is_terminal)):
        anytime(case, list(assume), seconds, max_worlds or None, count_seconds, as_json,
                list_worlds, shares, explain, guess, jobs or os.cpu_count() or 1)
        return
    streamed = backend != "csp" and not as_json and (count_seconds > 0
                                                     or estimate_seconds > 0)
    if backend == "csp":
        if assume:
            raise CaseError(case_file, "--assume", "the csp backend takes no assumptions")
        r = csp_result(case, max_worlds or None)
    else:
        r = solve(case, max_worlds or None, list(assume),
                  count_seconds=0 if streamed else count_seconds,
                  estimate_seconds=0 if streamed else guess.seconds, method=guess.method)
    stream = streamed and r.consistent and not r.complete
    reasons = not_demon_reasons(case, list(assume)) if explain and r.consistent else {}
    chances = swings = None
    if model is not None and r.consistent and sensitivity:
        from answers.likely import sensitivity as compute_sensitivity

        swings = compute_sensitivity(case, model, list(assume))
        chances = swings.base
    elif model is not None and r.consistent:
        from answers.likely import likely as compute_likely

        chances = compute_likely(case, model, list(assume), count_seconds=count_seconds)
    if as_json:
        out = result_json(r)
        if explain:
            out["not_demon"] = reasons
        if model is not None:
            out["likely"] = likely_json(chances, model)
        if swings is not None:
            out["likely"]["sensitivity"] = sensitivity_json(swings)
        click.echo(json.dumps(out, indent=1))
    else:
        console = Console()
        if stream:
            print_streamed(r, console, count_seconds, list_worlds, shares, guess)
        else:
            print_report(r, console, list_worlds, shares)
        if chances is not None:
            print_likely(chances, console)
        if swings is not None:
            print_sensitivity(swings, console)
        for name, lines in reasons.items():
            console.print(f"[bold]{escape(name)}[/] cannot be the starting Demon, because of:")
            for line in lines or ["the rules of the game alone"]:
                console.print(f"  - {escape(line)}")


def anytime(case: Case, assume: list[str], seconds: float | None, max_worlds: int | None,
            count_seconds: float, as_json: bool, list_worlds: bool, shares: bool,
            explain: bool, guess: Guess, jobs: int = 1) -> None:
    """`solve` as the answer arrives (answers/anytime.py, botc/live.py), within
    `seconds` when given: in the JSON, `consistent` is null while undecided,
    `open` lists each player's undecided characters and `demon_open` the
    players not yet known to be or not be a possible starting Demon."""
    from rich.console import Console
    from rich.markup import escape

    from answers.anytime import Anytime
    from botc import live

    run = Anytime(case, assume, seconds, max_worlds, count_seconds=count_seconds,
                  estimate_seconds=guess.seconds, method=guess.method, jobs=jobs)
    if as_json:
        a = run.run()
        out = result_json(a.result(run.e))
        out.update(anytime_json(a, seconds))
        if explain:
            out["not_demon"] = not_demon_reasons(case, assume) if a.consistent else {}
        click.echo(json.dumps(out, indent=1))
        return
    console = Console()
    a = live.report(run, console, seconds, list_worlds, shares)
    if explain and a.consistent:
        for name, lines in not_demon_reasons(case, assume).items():
            console.print(f"[bold]{escape(name)}[/] cannot be the starting Demon, because of:")
            for line in lines or ["the rules of the game alone"]:
                console.print(f"  - {escape(line)}")


def anytime_json(a: Any, seconds: float | None) -> dict:
    """The keys an answer within a budget adds to the spec's JSON object."""
    return {"consistent": a.consistent, "open": a.open_cells(), "demon_open": a.demon_open(),
            "decided": round(a.decided_share(), 4), "stopped": a.stopped or None,
            "budget_seconds": seconds}


def likely_json(chances: Likely | None, model: Model) -> dict:
    """The `likely` key: per player the probability of starting as the Demon
    and of starting evil, how they were computed, and the model's values."""
    if chances is None:
        return {"demon": {}, "evil": {}, "exact": False,
                "method": "not computed: no world is consistent with the case",
                "model": model_json(model)}
    return {"demon": {k: round(v, 6) for k, v in chances.demon.items()},
            "nobody": round(chances.nobody, 6),
            "evil": {k: round(v, 6) for k, v in chances.evil.items()},
            "because": {k: [{"kind": b.kind, "about": b.about, "share": round(b.share, 3)}
                            for b in v] for k, v in chances.because.items() if v},
            "exact": chances.exact, "method": chances.method,
            "seconds": round(chances.seconds, 3), "model": model_json(model)}


def model_json(model: Model) -> dict:
    """The model's values and its reading of a false answer's chance."""
    return {**model.values, "false_answers": model.false_answers,
            "made_up_reports": model.made_up_reports}


def sensitivity_json(s: Sensitivity) -> dict:
    """The `sensitivity` key of `likely`: the top candidate, the parameter that
    moves their probability most, and each parameter's two ends."""
    most = s.most
    return {"top": s.top, "most": most.name if most else None,
            "parameters": [{"name": w.name, "range": [w.low, w.high],
                            "top_moves": round(w.moves(s.top), 6) if s.top else None,
                            "at_low": {k: round(v, 6) for k, v in w.at_low.items()},
                            "at_high": {k: round(v, 6) for k, v in w.at_high.items()}}
                           for w in s.swings]}


def print_sensitivity(s: Sensitivity, console: Console) -> None:
    """Each parameter at the ends of its range: the top candidate's probability
    and who is then most likely the Demon."""
    from rich.markup import escape

    if s.top is None:
        console.print(f"How much is guesswork: not computed ({escape(s.base.method)}).")
        return
    top = escape(s.top)
    console.print(f"How much is guesswork (each parameter at the ends of its range; "
                  f"{top} is most likely the Demon at {100 * s.base.demon[s.top]:.1f} %):")
    for w in s.swings:
        ends = []
        for value, table in ((w.low, w.at_low), (w.high, w.at_high)):
            first = max(table, key=lambda name: table[name])
            lead = "" if first == s.top else \
                f", {escape(first)} first at {100 * table[first]:.1f} %"
            ends.append(f"at {value:g}: {100 * table.get(s.top, 0.0):.1f} %{lead}")
        console.print(f"  {w.name:<20} {'; '.join(ends)}")
    most = s.most
    if most is not None and most.moves(s.top) > 0:
        console.print(f"  {most.name} moves {top}'s probability most "
                      f"({100 * most.moves(s.top):.1f} points across its range).")


def print_likely(chances: Likely, console: Console) -> None:
    """The players from most to least likely the Demon under the model."""
    from rich.markup import escape

    if not chances.exact:
        console.print(f"Most likely the Demon: {escape(chances.method)}.")
        return
    console.print(f"Most likely the Demon (the stated model, {escape(chances.method)}):")
    for name, p in sorted(chances.demon.items(), key=lambda kv: -kv[1]):
        console.print(f"  {escape(name):<12} Demon {100 * p:5.1f} %   evil "
                      f"{100 * chances.evil[name]:5.1f} %")
        for b in chances.because.get(name, []) if p else []:
            share = "" if b.share > 0.999 else f" (in {100 * b.share:.0f} % of it)"
            console.print(f"      if so, {escape(b.text())}{share}")
    if chances.nobody:
        console.print(f"  No player starts as the Demon: {100 * chances.nobody:.1f} %")


def csp_result(case: Case, limit: int | None) -> Result:
    """The csp backend's worlds in the same Result shape (the first night changes
    no character, so each world's end is its start). It finds every world, so
    the possibilities and counts are exact even when the list is cut."""
    from answers.worlds import Result, WorldResult
    from backends.csp import solve_csp
    from facts.catalog import team

    every, seconds = solve_csp(case)
    complete = limit is None or len(every) <= limit
    names = case.names
    out, demon = [], {}
    for start in every if complete else every[:limit]:
        evil = [names[i] for i, c in enumerate(start) if team(c) in ("minion", "demon")]
        out.append(WorldResult(start, [start], evil, [evil]))
    for start in every:
        for i, c in enumerate(start):
            if team(c) == "demon":
                demon[names[i]] = demon.get(names[i], 0) + 1
    possible = [sorted({w[i] for w in every}, key=case.script.index) for i in range(len(names))]
    demon = {n: demon[n] for n in names if n in demon}
    return Result(case, bool(every), out, complete, demon, possible, seconds, None,
                  world_count=len(every), count_note="exact: the csp backend found every world")


def not_demon_reasons(case: Case, assume: list[str]) -> dict[str, list[str]]:
    """For each player who is never the starting Demon, a minimal set of claims and
    events that rules it out."""
    from answers.worlds import Enumerator, why_not

    e = Enumerator(case, assume)
    out = {}
    for i, name in enumerate(case.names):
        reasons = why_not(e, e.w.is_team(i, "demon", e.w.start_state))
        if reasons is not None:
            out[name] = reasons
    return out


# ---- check -------------------------------------------------------------------
def compare(case: Case, r: Result) -> list[str]:
    """Differences between the case's `expect` block and the solver's answer."""
    exp = case.expect or {}
    out = []
    if "consistent" in exp and bool(exp["consistent"]) != r.consistent:
        out.append(f"consistent: expected {exp['consistent']}, got {r.consistent}")
    if "worlds" in exp:
        want = {tuple(x) for x in exp["worlds"]}
        got = {wr.start for wr in r.worlds}
        out += [f"missing world: {list(x)}" for x in sorted(want - got)]
        out += [f"extra world:   {list(x)}" for x in sorted(got - want)]
    if "contains" in exp:  # worlds that must be among the answers (simulated games)
        got = {wr.start for wr in r.worlds}
        out += [f"missing world: {list(x)}" for x in exp["contains"] if tuple(x) not in got]
    if "worlds_end" in exp:
        want = {tuple(x) for x in exp["worlds_end"]}
        got = {e for wr in r.worlds for e in wr.ends}
        out += [f"missing end state: {list(x)}" for x in sorted(want - got)]
        out += [f"extra end state:   {list(x)}" for x in sorted(got - want)]
    if "demon" in exp:
        want_d, got_d = set(exp["demon"]), set(r.demon)
        if want_d != got_d:
            out.append(f"demon: expected {sorted(want_d)}, got {sorted(got_d)}")
    if not r.complete:
        out.append(f"more than {CHECK_LIMIT} worlds: the answer is incomplete")
    return out


def check_case(path: str) -> tuple[Case, Result, list[str]]:
    from answers.worlds import solve
    from caselang.parse import load_case

    case = load_case(path)
    exp = case.expect or {}
    if exp and set(exp) <= {"contains"}:
        return case, *check_contains(case)
    r = solve(case, CHECK_LIMIT)
    return case, r, compare(case, r)


def check_contains(case: Case) -> tuple[Result, list[str]]:
    """`expect: {contains: ...}` alone: one satisfiability question per listed world,
    with no enumeration (a simulated game may have millions of worlds)."""
    from answers.worlds import Enumerator, Result, WorldResult

    t0 = time.perf_counter()
    e = Enumerator(case)
    found, diff = [], []
    for world in case.expect["contains"]:
        lits = [e.w.start[i][c] for i, c in enumerate(world) if c in e.w.start[i]]
        if len(lits) == len(world) and e.check(*lits):
            found.append(WorldResult(tuple(world), [], [], []))
        else:
            diff.append(f"missing world: {list(world)}")
    r = Result(case, bool(found) or e.check(), found, False, {}, [], time.perf_counter() - t0, e.w)
    return r, diff


@main.command("check")
@click.argument("case_files", nargs=-1, required=True, type=click.Path())
@user_errors
def check_cmd(case_files: tuple[str, ...]) -> None:
    """Run each case's `expect` block: exit 1 if any does not hold, 2 if a file is
    malformed (each file is checked and reported; the worst status wins)."""
    from caselang.statements import StatementError

    failed = malformed = 0
    for path in case_files:
        try:
            case, r, diff = check_case(path)
        except (CaseError, StatementError) as e:  # one error line, and go on
            malformed += 1
            where = "" if isinstance(e, CaseError) else f"{path}: statement: "
            click.echo(f"error: {where}{e}", err=True)
            continue
        if not case.expect:
            click.echo(f"{path}: no expect block ({worlds(len(r.worlds))})")
            continue
        if diff:
            failed += 1
            click.echo(f"FAIL {path} ({r.seconds:.2f} s)")
            for line in diff:
                click.echo(f"  {line}")
        else:
            click.echo(f"ok   {path} ({worlds(len(r.worlds))}, {r.seconds:.2f} s)")
    sys.exit(2 if malformed else 1 if failed else 0)


# ---- why ---------------------------------------------------------------------
@main.command("why", short_help="Why STATEMENT cannot hold: the facts that rule it out.")
@click.argument("case_file", type=click.Path())
@click.argument("statement")
@user_errors
def why_cmd(case_file: str, statement: str) -> None:
    """Why STATEMENT (about the start, e.g. "is(Tom, demon)") cannot hold: a
    minimal set of the case's claims and events that rule it out."""
    from answers.worlds import Enumerator, why_not
    from caselang.parse import load_case
    from engine.statements_eval import evaluate

    case = load_case(case_file)
    e = Enumerator(case)
    hyp = evaluate(e.w, statement, default="end", players_default="start")
    reasons = why_not(e, hyp)
    if reasons is None:
        click.echo(f"possible: some world has {statement}")
        return
    click.echo(f"impossible: {statement}, because of")
    for line in reasons:
        click.echo(f"  - {line}")
    if not reasons:
        click.echo("  - the rules of the game alone (setup counts, script)")


# ---- characters --------------------------------------------------------------
@main.command("characters")
@click.argument("char_id", required=False)
@click.option("--json", "as_json", is_flag=True)
@user_errors
def characters_cmd(char_id: str | None, as_json: bool) -> None:
    """List every official character (which are supported), or show one."""
    from rich.console import Console
    from rich.table import Table

    from facts.catalog import catalog, normalise
    from rules.registry import all_rules
    from rules.registry import notes as rule_notes

    rules = all_rules()
    meta = catalog()

    def info(cid: str) -> dict:
        m, r = meta[cid], rules.get(cid)
        if r is None:
            return {"id": cid, "name": m.name, "team": m.team, "edition": m.edition,
                    "supported": False}
        return {"id": cid, "name": m.name, "team": m.team, "edition": m.edition,
                "supported": True, "ability": r.ability,
                "payload": r.payload.doc if r.payload else None,
                "payload_meaning": r.payload_doc or None,
                "constrains": r.constrains or None,
                "jinxes": list(r.jinxes),
                "notes": rule_notes().get(cid) or None}

    if char_id:
        cid = normalise(char_id)
        if cid not in meta:
            from caselang.statements import close_characters, did_you_mean

            hint = did_you_mean(close_characters(char_id, 3))
            raise CaseError("botc characters", "ID", f"{char_id!r} is not a character{hint}")
        items = [info(cid)]
    else:
        items = [info(c) for c in sorted(meta)]
    if as_json:
        click.echo(json.dumps(items if not char_id else items[0], indent=1))
        return
    if char_id:
        d = items[0]
        click.echo(f"{d['name']} ({d['id']}): {d['team']}, {d['edition']}")
        if not d["supported"]:
            click.echo("  not supported yet: a case or script with it is refused")
            return
        click.echo(f"  {d['ability']}")
        if d["payload"]:
            click.echo(f"  info: {d['payload']}  {d['payload_meaning'] or ''}")
        elif d["payload_meaning"]:  # a character the case shows by its events
            click.echo(f"  in a case: {d['payload_meaning']}")
        if d["constrains"]:
            click.echo(f"  solver: {d['constrains']}")
        if d["jinxes"]:
            click.echo(f"  official jinxes encoded with: {', '.join(d['jinxes'])}")
        if d["notes"]:
            click.echo("")
            click.echo(d["notes"])
        return
    supported = sum(d["supported"] for d in items)
    table = Table(title=f"{len(items)} official characters, {supported} supported")
    for col in ("id", "name", "team", "edition", "info payload"):
        table.add_column(col)
    for d in items:
        payload = (d["payload"] or "") if d["supported"] else "[dim]not supported yet[/dim]"
        table.add_row(d["id"], d["name"], d["team"], d["edition"], payload)
    Console().print(table)


# ---- scripts -----------------------------------------------------------------
@main.command("scripts")
@click.option("--json", "as_json", is_flag=True, help="id, name and character ids of each.")
@user_errors
def scripts_cmd(as_json: bool) -> None:
    """List the built-in scripts, usable as `script: ID` in a case."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from facts.scripts import builtin_scripts, read_builtin_script
    from rules.registry import all_rules

    rules, items = all_rules(), []
    for sid in builtin_scripts():
        name, chars = read_builtin_script(sid)
        items.append({"id": sid, "name": name, "characters": chars,
                      "not_supported_yet": [c for c in chars if c not in rules]})
    if as_json:
        click.echo(json.dumps(items, indent=1, ensure_ascii=False))
        return
    table = Table(title=f"{len(items)} built-in scripts")
    for col in ("id", "name", "characters", "not supported yet"):
        table.add_column(col, justify="right" if col == "characters" else "left")
    for d in items:
        table.add_row(d["id"], escape(d["name"]), str(len(d["characters"])),
                      ", ".join(d["not_supported_yet"]))
    Console().print(table)


if __name__ == "__main__":
    main()
