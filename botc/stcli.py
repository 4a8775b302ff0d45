"""`botc st check`: the Storyteller's check of a true grimoire (storyteller/check.py),
registered by botc/cli.py."""

from __future__ import annotations

import json
import sys

import click

from botc.tablecli import user_errors
from storyteller.check import Counts, Report, check_grimoire, report_json
from storyteller.grimoire import load_grimoire


@click.group("st")
def st() -> None:
    """The Storyteller's tools."""


def print_report(r: Report) -> None:
    verdict = ("legal" if r.legal else "NOT legal") + ", "
    verdict += "coherent" if r.coherent else "NOT coherent"
    click.echo(f"{r.path}: {verdict} ({r.seconds:.2f} s)")
    if r.conflict is not None:
        click.echo("  the truth contradicts the public case, because of:")
        for line in r.conflict or ["the rules of the game alone"]:
            click.echo(f"    - {line}")
    for i in r.items:
        mark = "ok   " if i.legal else "ERROR"
        click.echo(f"  {mark} {i.label}: {i.reason}" if i.legal else f"  {mark} {i.reason}")
        for line in i.because:
            click.echo(f"          - {line}")
    if r.joint is not None:
        click.echo("  ERROR the planned items cannot all hold together, because of:")
        for line in r.joint:
            click.echo(f"    - {line}")

    def counts(c: Counts) -> str:
        more = "" if c.complete or c.counted else " or more"
        return (f"{c.worlds}{more} world(s), {len(c.demons)} Demon candidate(s)"
                f"{': ' + ', '.join(c.demons) if c.demons else ''}")

    kept = "among" if r.kept else "NOT among"
    click.echo(f"  coherence: the true world is {kept} the good team's worlds")
    click.echo(f"    before the planned items: {counts(r.before)}")
    click.echo(f"    after the planned items:  {counts(r.after)}")


@st.command("check")
@click.argument("grimoire_files", nargs=-1, required=True, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per grimoire.")
@click.option("--max-worlds", default=100, show_default=True, type=click.IntRange(min=0),
              help="List at most this many worlds (0: no limit); beyond, count them.")
@click.option("--count-seconds", default=10.0, show_default=True, type=click.FloatRange(min=0),
              help="Time for the model counter when the worlds are more than listed "
                   "(0: skip; the numbers become lower bounds).")
@user_errors
def check(grimoire_files: tuple[str, ...], as_json: bool, max_worlds: int,
          count_seconds: float) -> None:
    """Whether the planned information in each GRIMOIRE (a case with a truth block,
    or a simulator's NAME.grimoire.json) is legal and leaves a coherent game; exit 1
    if any is not."""
    bad = 0
    out = []
    for path in grimoire_files:
        r = check_grimoire(load_grimoire(path), max_worlds or None, count_seconds)
        bad += not (r.legal and r.coherent)
        if as_json:
            out.append(report_json(r))
        else:
            print_report(r)
    if as_json:
        click.echo(json.dumps(out[0] if len(out) == 1 else out, indent=1))
    sys.exit(1 if bad else 0)
