"""`python -m benchmarks`: the solver's times on the puzzle corpus and on
simulated games, as a table or JSON; each figure is the median of `--repeat`
samples, each sample in its own process (benchmarks/sample.py) under a budget.

What is measured (the issue "Exact and fast at full size"):
  corpus    `botc check` on each puzzle (cases/*/nqt-*.yaml and the shared
            nqt cases, when present);
  report    the Demon candidates and the per-seat table of a simulated game
            (encode + one SAT question per open pair);
  anytime   the same through the anytime answer (`botc solve --seconds`), in
            one process; anytime2 with two worker processes (--jobs 2); each
            row also gives the median time to the Demon line (demon_seconds);
            not in the default --only;
  counts    the exact counts of the same game (CNF + the model counter);
  simcheck  the solver's time per game in `botc simulate --check`;
  import    wall time of `python -m botc.cli --help`.
The simulated games are benchmarks/cases/{script}-{players}p-{nights}n.yaml,
written by `python -m botc.cli simulate --script S --players P --nights N
--games 1 --seed 14 --grimoire` (see benchmarks/cases/README.md).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "benchmarks" / "cases"
SHARED = Path("/work/shared/cases/nqt")
SCRIPTS = ("tb", "bmr", "snv")
SEED_SCRIPTS = ("seed000", "seed001", "seed002", "visitors", "wrapped")
FULL_GAMES = [(s, p, n) for s in SCRIPTS for p in (8, 12, 15) for n in (1, 2, 3, 4)] + \
    [(s, p, n) for s in SEED_SCRIPTS for p, n in ((12, 3), (15, 4))]
QUICK_GAMES = [("tb", 8, 1), ("tb", 15, 4), ("bmr", 8, 1), ("snv", 8, 1)]
GAME_KINDS = ("report", "anytime", "anytime2", "counts", "simcheck")


def sample(kind: str, path: Path, budget: float, root: Path = ROOT) -> dict | str:
    """One sample's result, or why there is none ("timeout", "error: ..."); `root`:
    the checkout whose code runs (the case file is its copy of `path`; a file
    outside the checkout, such as the shared puzzles, is read as it is)."""
    if path.is_relative_to(ROOT):
        path = root / path.relative_to(ROOT)
    child = subprocess.Popen([sys.executable, "-m", "benchmarks.sample", kind, str(path)],
                             cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, start_new_session=True)
    try:
        out, err = child.communicate(timeout=budget)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)  # the sample and its model counter
        child.communicate()
        return "timeout"
    if child.returncode != 0:
        return "error: " + ((err or out).strip().splitlines() or ["?"])[-1]
    return json.loads(out.strip().splitlines()[-1])


def measure(kind: str, path: Path, repeat: int, budget: float,
            baseline: Path | None = None) -> dict:
    """The median of `repeat` samples; a sample that fails ends the series. With
    a `baseline` checkout, its samples alternate with ours (same machine state)."""
    row: dict = {"kind": kind, "case": path.stem}
    roots = {"": ROOT} if baseline is None else {"": ROOT, "baseline_": baseline}
    times: dict[str, list[float]] = {key: [] for key in roots}
    for _ in range(repeat):
        for key, root in roots.items():
            if key + "failed" in row:
                continue
            got = sample(kind, path, budget, root)
            if isinstance(got, str):
                row[key + "failed"] = got
                continue
            times[key].append(got.pop("seconds"))
            for k, v in got.items():  # another time (`demon_seconds`): all samples kept
                if k.endswith("_seconds") and v is not None:
                    row.setdefault(key + k + "_samples", []).append(v)
                    row[key + k] = statistics.median(row[key + k + "_samples"])
                else:
                    row[key + k] = v
    for key, got in times.items():
        row[key + "samples"] = got
        if key + "failed" not in row:
            row[key + "median"] = statistics.median(got)
    return row


def import_time(repeat: int, baseline: Path | None = None) -> dict:
    """Wall time of `python -m botc.cli --help` (what `botc --help` costs)."""
    roots = {"": ROOT} if baseline is None else {"": ROOT, "baseline_": baseline}
    times: dict[str, list[float]] = {key: [] for key in roots}
    for _ in range(repeat):
        for key, root in roots.items():
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-m", "botc.cli", "--help"], cwd=root,
                           capture_output=True, check=True)
            times[key].append(time.perf_counter() - t0)
    row: dict = {"kind": "import", "case": "botc --help"}
    for key, got in times.items():
        row.update({key + "samples": got, key + "median": statistics.median(got)})
    return row


QUICK_CORPUS = 8  # puzzles in quick mode: the first of cases/*/nqt-*.yaml


def corpus_files(quick: bool) -> list[Path]:
    """The puzzles: the shipped copies (the quick set), or every shared puzzle and
    the shipped ones the shared corpus lacks (a copy is timed once, not twice)."""
    files = sorted(ROOT.glob("cases/*/nqt-*.yaml"))
    if quick:
        return files[:QUICK_CORPUS]
    shared = sorted(SHARED.glob("*.yaml"))
    names = {f.name for f in shared}
    return shared + [f for f in files if f.name not in names]


def run(quick: bool, repeat: int, budget: float, only: set[str], log,
        baseline: Path | None = None, games: str = "*") -> list[dict]:
    rows: list[dict] = []

    def add(row: dict) -> None:
        rows.append(row)
        log(format_row(row))

    if "import" in only:
        add(import_time(repeat, baseline))
    if "corpus" in only:
        for path in corpus_files(quick):
            add(measure("corpus", path, repeat, budget, baseline))
    for script, players, nights in QUICK_GAMES if quick else FULL_GAMES:
        path = CASES / f"{script}-{players}p-{nights}n.yaml"
        if not fnmatch.fnmatch(path.stem, games):
            continue
        for kind in GAME_KINDS:
            if kind in only and not (quick and kind == "counts" and players == 15):
                add(measure(kind, path, repeat, budget, baseline))
    return rows


def format_row(row: dict) -> str:
    def value(key: str) -> str:
        return f"{row[key + 'median']:9.3f} s" if key + "median" in row else \
            f"{row[key + 'failed']:>11}"

    before = f"{value('baseline_')}  ->" if "baseline_samples" in row else ""
    worlds = f"  {row['worlds']:,} worlds" if row.get("worlds") is not None else ""
    if "demon_seconds" in row:
        worlds += f"  Demon line {row['demon_seconds']:.3f} s"
    return f"{row['kind']:<9} {row['case']:<28} {before}{value('')}{worlds}"


def summary(rows: list[dict]) -> list[str]:
    """Per kind: the sum of the medians of the rows every sample of which ran
    (with a baseline: of the rows both ran, baseline first)."""
    out = []
    for kind in ("import", "corpus", *GAME_KINDS):
        got = [r for r in rows if r["kind"] == kind]
        if not got:
            continue
        ok = [r for r in got if "median" in r and ("baseline_samples" not in r
                                                  or "baseline_median" in r)]
        ours = sum(r["median"] for r in ok)
        base = sum(r.get("baseline_median", 0) for r in ok)
        was = f"{base:.2f} s -> " if any("baseline_median" in r for r in ok) else ""
        out.append(f"{kind:<9} {len(ok)}/{len(got)} ran, sum of medians {was}{ours:.2f} s")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true",
                    help="the small set: 8 puzzles, three 8-player games and one "
                         "15-player game (no counts)")
    ap.add_argument("--repeat", type=int, default=5, help="samples per figure (default 5)")
    ap.add_argument("--budget", type=float, default=120.0,
                    help="seconds one sample may take before it counts as a timeout")
    ap.add_argument("--only", default="import,corpus,report,counts,simcheck",
                    help="comma-separated kinds to measure")
    ap.add_argument("--baseline", type=Path, metavar="DIR",
                    help="another checkout (with these benchmarks/): alternate its samples "
                         "with ours and show both medians")
    ap.add_argument("--games", default="*", metavar="GLOB",
                    help="only the simulated games whose name matches, e.g. '*-15p-4n'")
    ap.add_argument("--json", dest="json_out", metavar="FILE",
                    help="also write the rows as JSON to FILE ('-': stdout only)")
    a = ap.parse_args()
    quiet = a.json_out == "-"
    rows = run(a.quick, a.repeat, a.budget, set(a.only.split(",")),
               (lambda _: None) if quiet else (lambda line: print(line, flush=True)),
               a.baseline, a.games)
    data = {"quick": a.quick, "repeat": a.repeat, "budget": a.budget,
            "baseline": str(a.baseline) if a.baseline else None, "rows": rows}
    if quiet:
        print(json.dumps(data, indent=1))
        return
    print("\n".join(summary(rows)))
    if a.json_out:
        Path(a.json_out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
