"""One timed sample, run in its own process so a budget can stop it: prints the
seconds the work took (imports and parsing excluded) as JSON on stdout.

Usage: python -m benchmarks.sample KIND CASE_FILE [JOBS] (KIND: corpus, report,
anytime, counts, simcheck; JOBS: anytime's worker processes)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any


def warm() -> None:
    """Import the engine before the clock starts (commands import it lazily)."""
    import answers.worlds  # noqa: F401
    import caselang.parse  # noqa: F401


def corpus(path: str) -> dict:
    """What `botc check` does with one case file."""
    from botc.cli import check_case

    warm()
    t0 = time.perf_counter()
    check_case(path)
    return {"seconds": time.perf_counter() - t0}


def report(path: str) -> dict:
    """The Demon candidates and the per-seat table: encode, then one SAT
    question per open (seat, character) pair."""
    from answers.worlds import Enumerator
    from caselang.parse import load_case

    case = load_case(path)
    t0 = time.perf_counter()
    e = Enumerator(case)
    e.possible()
    return {"seconds": time.perf_counter() - t0}


def anytime(path: str, jobs: str = "1") -> dict:
    """The anytime answer (`botc solve --seconds`) with `jobs` worker
    processes: the seconds to the Demon line and to the full per-seat table,
    encoding included (the worlds and counts after it are not asked)."""
    from answers.anytime import Anytime
    from caselang.parse import load_case

    case = load_case(path)
    t0 = time.perf_counter()
    run = Anytime(case, jobs=int(jobs))
    demon = until_table(run, t0)
    return {"seconds": time.perf_counter() - t0, "demon_seconds": demon}


def until_table(run: Any, t0: float) -> float | None:
    """Take `run`'s facts until the per-seat table is complete; the seconds
    from `t0` to the Demon line (None: none came)."""
    from answers.anytime import DemonCandidates

    demon = None
    facts = run.facts()
    for fact in facts:
        if isinstance(fact, DemonCandidates):
            demon = time.perf_counter() - t0
        if demon is not None and not run.answer.open_cells():
            break
    facts.close()
    return demon


def counts(path: str) -> dict:
    """The exact counts given the table: the CNF and the model counter."""
    from answers.worlds import Enumerator, Result, tally
    from caselang.parse import load_case

    e = Enumerator(load_case(path))
    possible = e.possible()
    r = Result(e.case, True, [], False, {}, possible, 0.0, e.w, enumerator=e)
    t0 = time.perf_counter()
    tally(r, e, set(), 3600)
    seconds = time.perf_counter() - t0
    if not r.demon_exact:
        raise SystemExit(r.count_note)
    return {"seconds": seconds, "worlds": r.world_count}


def simcheck(path: str) -> dict:
    """`botc simulate --check` on one written game: the solver's time."""
    from botc.simulate import check_case

    warm()
    grimoire = json.loads(Path(path).with_suffix(".grimoire.json").read_text())
    c = check_case(Path(path), truth_of(grimoire))
    if not c.kept:
        raise SystemExit(f"true world lost: {c.error}")
    return {"seconds": c.seconds}


def truth_of(grimoire: dict) -> list[str]:
    """The starting characters in seat order, from a written grimoire."""
    return [p["start"] for p in grimoire["players"]]


KINDS = {"corpus": corpus, "report": report, "anytime": anytime,
         "anytime2": lambda path: anytime(path, "2"), "counts": counts, "simcheck": simcheck}

if __name__ == "__main__":
    print(json.dumps(KINDS[sys.argv[1]](*sys.argv[2:])))
