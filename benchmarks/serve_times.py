"""Time from a tap on the page of `botc serve` to the Demon line updated, and to
the per-seat table complete, through the browser harness (tests/serve_browser.py):

    python benchmarks/serve_times.py tb bmr --reps 5
    python benchmarks/serve_times.py snv --reps 5 --no-table
    python benchmarks/serve_times.py bmr --reps 5 --busy

Each tap adds a fact on the Words tab (a new title: the whole game is checked
and solved again, as for any fact) once the previous answers are all in
(with --busy: once the table is, the reasons and counts still being worked
out, which the tap stops; with --no-table: as soon as the Demon line is).
The game is the 15-player, 4-night benchmark game of each script."""

from __future__ import annotations

import argparse
import json
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import serve_browser as b  # noqa: E402

SLOW = 300.0  # a bound on one answer of a big game, not a measured time


def measure(script: str, reps: int, table: bool, busy: bool = False) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.yaml"
        shutil.copy(ROOT / "benchmarks" / "cases" / f"{script}-15p-4n.yaml", game)
        demon, full = [], []
        with b.server(Path(folder), "game.yaml") as url, b.chrome() as d:
            d.get(url)
            b.demon_of(d, game, timeout=SLOW)
            if table and busy:
                b.table_of(d, game, timeout=SLOW)
            for k in range(reps):
                if table and not busy:
                    b.idle(d, SLOW)
                was = b.digest(game)
                tapped = b.type_words(d, f"title {script} tap {k + 1}")
                b.demon_of(d, game, was, SLOW)
                demon.append(time.perf_counter() - tapped)
                print(f"{script} tap {k + 1}: Demon line {demon[-1]:.2f} s", file=sys.stderr,
                      flush=True)
                if table:
                    b.table_of(d, game, was, SLOW)
                    full.append(time.perf_counter() - tapped)
    out = {"script": script, "taps": reps, "demon_line_s": [round(x, 2) for x in demon],
           "demon_line_median_s": round(statistics.median(demon), 2)}
    if full:
        out["table_s"] = [round(x, 2) for x in full]
        out["table_median_s"] = round(statistics.median(full), 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scripts", nargs="+")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--no-table", dest="table", action="store_false",
                        help="tap again as soon as the Demon line is in")
    parser.add_argument("--busy", action="store_true",
                        help="tap again once the table is in (reasons and counts still "
                             "being worked out)")
    args = parser.parse_args()
    # `timeout` ends a run with SIGTERM: the server and the browser end with it
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("stopped (SIGTERM)"))
    why = b.missing()
    if why:
        sys.exit(f"no browser: {why}")
    for script in args.scripts:
        print(json.dumps(measure(script, args.reps, args.table, args.busy)), flush=True)


if __name__ == "__main__":
    main()
