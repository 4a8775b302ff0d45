"""The calibration plot of `botc simulate --rank` (botc/rank.py): per tenth of
the probability scale, the mean probability of being the Demon a ranking gave
against the share of those players who were, with the diagonal a calibrated
ranking would follow. Drawn with matplotlib, an optional dependency
(`pip install 'botc-solver[plot]'`).

`botc rank-plot RUN.json...` draws it from saved `--rank --json` runs (merged:
botc/rank.merge), so that runs made in parts make one plot.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import click

from botc.rank import merge

SERIES = (("likely", "the model", "o", "C0"), ("share", "share of worlds", "s", "C1"))
MISSING = "drawing a plot needs matplotlib (pip install 'botc-solver[plot]')"


def pyplot() -> Any:
    """matplotlib's pyplot, drawing to files only; a one-line error if missing."""
    try:
        import matplotlib
    except ImportError:
        raise click.ClickException(MISSING) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def draw(rank: dict[str, Any], path: Path, title: str) -> None:
    """The model's and the share of worlds' calibration (from a `rank` section of
    `simulate --rank --json`), each point a tenth with at least one player,
    its bar the binomial standard error of the observed share times two."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(5.5, 5.5), dpi=120)
    ax.plot([0, 1], [0, 1], color="grey", linestyle="--", linewidth=1, label="calibrated")
    for key, label, marker, color in SERIES:
        bins = rank.get(key, {}).get("calibration", [])
        if not bins:
            continue
        xs = [b["predicted"] for b in bins]
        ys = [b["observed"] for b in bins]
        err = [2 * math.sqrt(max(y * (1 - y), 0.25 / b["n"]) / b["n"]) for y, b in zip(ys, bins)]
        s = rank[key]
        ax.errorbar(xs, ys, yerr=err, marker=marker, color=color, capsize=3, linewidth=1,
                    label=f"{label} (top-1 {s['top1']:.2f}, top-3 {s['top3']:.2f})")
        for x, y, b in zip(xs, ys, bins):
            ax.annotate(str(b["n"]), (x, y), textcoords="offset points", xytext=(4, -10),
                        fontsize=7, color=color)
    uniform = rank.get("uniform")
    if uniform:
        ax.plot([], [], " ", label=f"a living player at random: top-1 {uniform['top1']:.2f}, "
                                   f"top-3 {uniform['top3']:.2f}")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("predicted probability of being the Demon (mean per tenth)")
    ax.set_ylabel("observed share who were the Demon")
    ax.set_title(f"{title}\n({rank['ranked']} games; numbers: players per tenth)", fontsize=9)
    ax.legend(loc="upper left", fontsize=7)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def read_run(path: str) -> dict[str, Any]:
    """The `rank` section of a saved `simulate --rank --json` run."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise click.ClickException(f"{path}: expected the JSON of `botc simulate --rank "
                                   f"--json` ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("rank"), dict):
        raise click.ClickException(f"{path}: rank: expected the JSON of `botc simulate "
                                   "--rank --json` (no `rank` key)")
    return data["rank"]


@click.command("rank-plot",
               short_help="Draw the calibration plot of saved `simulate --rank --json` runs.")
@click.argument("runs", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--out", "out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="The PNG file to write.")
@click.option("--title", default="Who is the Demon: calibration", show_default=True)
def rank_plot(runs: tuple[str, ...], out: Path, title: str) -> None:
    """Draw the calibration plot of saved `simulate --rank --json` RUNS (merged) to
    a PNG, and print the merged scores as JSON."""
    merged = merge([read_run(r) for r in runs])
    if not merged["ranked"]:
        raise click.ClickException("no ranked game in the runs: nothing to draw")
    draw(merged, out, title)
    click.echo(json.dumps(merged, indent=1))
