"""`botc solve` as the answer arrives (answers/anytime.py): the Demon line as
soon as it is decided, then the per-seat table as it fills, then the worlds
and counts. On a terminal the table fills in place under a progress bar; to a
file or a pipe, each seat's row is a plain line once every cell of it is
decided. What the budget (`--seconds`) leaves undecided is shown as open.
"""

from __future__ import annotations

from rich.console import Console, Group
from rich.live import Live
from rich.markup import escape
from rich.progress import BarColumn, Progress, TextColumn
from rich.table import Table

from answers.anytime import Answer, Anytime, DemonCandidates, Worlds
from botc.cli import (
    could_be,
    estimating,
    print_demons,
    print_worlds,
    quick_reasons,
    worlds,
)


def demon_line(a: Answer) -> str:
    """Who could start as the Demon: exact, with the seats still open named."""
    if a.demon is not None:
        return "Who could be the Demon (at the start): " + (", ".join(map(escape, a.demon))
                                                            or "nobody")
    sure = [escape(n) for i, n in enumerate(a.names) if a.demon_status(i)]
    return ("Who could be the Demon (at the start): " + (", ".join(sure) or "nobody yet")
            + f" [dim](open: {', '.join(map(escape, a.demon_open()))})[/]")


def seat_text(a: Answer, seat: int, universe: list[str]) -> str:
    """A seat's possible characters, and how many are still open."""
    shown = could_be(a.possible(seat), universe) if a.possible(seat) else "-"
    left = a.open(seat)
    if not left:
        return shown
    return f"{shown} [dim]+ {len(left)} open: {', '.join(left)}[/]"


def table(a: Answer, reasons: dict[str, str] | None = None) -> Table:
    """The per-seat table as decided so far (with `reasons`, the column of
    why a seat cannot be the Demon)."""
    seats = Table(title="Possible starting characters")
    seats.add_column("seat", justify="right", no_wrap=True)
    seats.add_column("player", no_wrap=True, min_width=max((len(n) for n in a.names), default=6))
    seats.add_column("claim", no_wrap=True)
    seats.add_column("could be")
    if reasons:
        seats.add_column("not the Demon, because of")
    universe = universe_of(a)
    for i, p in enumerate(a.case.players):
        seats.add_row(str(i + 1), escape(p.name), p.claim or "-", seat_text(a, i, universe),
                      *([escape(reasons.get(p.name, ""))] if reasons else []))
    return seats


def universe_of(a: Answer) -> list[str]:
    """Every character some seat is shown possible, in first-seen order."""
    out: list[str] = []
    for i in range(len(a.names)):
        out += [c for c in a.possible(i) if c not in out]
    return out


def report(run: Anytime, console: Console, budget: float | None, list_worlds: bool,
           shares: bool) -> Answer:
    """Every fact of `run` shown as it arrives, then the rest of the report."""
    a = run.answer
    title = escape(a.case.title or a.case.path)
    console.print(f"[bold]{title}[/]: answering"
                  + (f" within {budget:g} s" if budget is not None else "") + "...")
    if console.is_terminal:
        live_table(run, console, budget is None)
    else:
        plain_lines(run, console)
    r = a.result(run.e)
    if a.consistent is None:
        console.print(f"[bold]{title}[/]: not decided within {budget:g} s whether any world "
                      "fits every claim and event.")
        return a
    if not a.consistent:
        console.print(f"[bold red]{title}: inconsistent[/] - no world fits every claim and "
                      "event.")
        return a
    if a.open_cells():
        console.print(f"{sum(map(len, a.open_cells().values()))} of "
                      f"{sum(map(len, a.cells))} cells open: {a.why_open()} after "
                      f"{a.seconds:.2f} s (a larger --seconds decides more).")
    if a.worlds is not None:
        size = (worlds(len(r.worlds)) if r.complete else
                f"{worlds(r.world_count)} (the first {len(r.worlds)} listed)"
                if r.world_count is not None else
                f"more than {worlds(len(r.worlds))} (the first {len(r.worlds)} listed)")
        console.print(f"[bold]{title}[/]: consistent, {size} in {a.seconds:.2f} s")
        for name, options in r.traveller_alignments.items():
            console.print(f"Traveller {escape(name)}: {' or '.join(options)}.")
        print_demons(r, console, names_shown=True, shares=shares,
                     unseated=bool(a.unseated_demon))
        print_worlds(r, console, list_worlds)
    elif a.stopped:
        console.print(f"The worlds and their counts: not reached ({a.why_open()} after "
                      f"{a.seconds:.2f} s).")
    return a


def live_table(run: Anytime, console: Console, reasons: bool) -> None:
    """A terminal: the Demon line and the table, redrawn as cells are decided;
    at the end, with `reasons` (no budget), the short reasons why a seat cannot
    be the Demon, as in the report of a whole answer."""
    a = run.answer
    bar = Progress(TextColumn("cells decided"), BarColumn(),
                   TextColumn("{task.percentage:>3.0f} %"), console=console)
    task = bar.add_task("cells", total=1.0)

    def view() -> Group:
        bar.update(task, completed=a.decided_share())
        return Group(demon_line(a), table(a), bar, stage(run))

    with Live(view(), console=console, refresh_per_second=8) as live:
        for _ in run.facts():
            live.update(view())
        if not a.consistent:  # inconsistent or undecided: the report says which
            live.update(Group())
            return
        why = quick_reasons(a.result(run.e)) if reasons else None
        live.update(Group(demon_line(a), table(a, why)))


def stage(run: Anytime) -> str:
    """What the answer is working on now."""
    a = run.answer
    if a.consistent is None:
        return "Is there a world at all?"
    if a.demon is None:
        return "Who could be the Demon?"
    if a.open_cells():
        return "Each seat's possible characters..."
    if a.worlds is None:
        return "Listing the worlds..."
    return counting(run)


def counting(run: Anytime) -> str:
    if run.count_seconds > 0:
        return (f"Counting the worlds (up to {run.count_seconds:g} s; --count-seconds 0 "
                "answers without counts)..." + estimating(run.estimate_seconds))
    return estimating(run.estimate_seconds, alone=True)


def plain_lines(run: Anytime, console: Console) -> None:
    """Not a terminal: the Demon line when decided, then each seat's row once
    it is decided, as plain lines; at the end, the seats left open."""
    a = run.answer
    said_demon, said = False, [False] * len(a.names)
    for fact in run.facts():
        if isinstance(fact, DemonCandidates) and not said_demon:
            console.print(demon_line(a), soft_wrap=True)
            said_demon = True
        for i in range(len(a.names)):
            if not said[i] and a.demon is not None and not a.open(i):
                said[i] = True
                console.print(seat_line(a, i), soft_wrap=True)
        if isinstance(fact, Worlds) and not fact.complete and counting(run):
            console.print(counting(run), soft_wrap=True)
        console.file.flush()
    if a.consistent and not said_demon:
        console.print(demon_line(a), soft_wrap=True)
    for i in range(len(a.names)):
        if a.consistent and not said[i]:
            console.print(seat_line(a, i), soft_wrap=True)


def seat_line(a: Answer, seat: int) -> str:
    p = a.case.players[seat]
    return (f"seat {seat + 1} {escape(p.name)} ({p.claim or 'no claim'}): could be "
            f"{seat_text(a, seat, universe_of(a))}")
