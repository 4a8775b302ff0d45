"""Recorded question sequences, replayed with each SAT solver: the clauses and
the assumption sets the anytime answer (`botc solve --seconds`, one process)
gives CaDiCaL on a game, up to the full per-seat table, then the same
sequence given to another solver (PySAT's names: cadical195, cadical153,
glucose4, ...), so that solvers are compared on the same questions.

    python -m benchmarks.replay record CASE FILE [--seconds S]
    python -m benchmarks.replay play FILE SOLVER [--questions N]   (one sample, JSON;
        SOLVER may carry options: cadical195:stabilizeonly=1)
    python -m benchmarks.replay compare FILE... [--solvers a,b] [--repeat 5]
    python -m benchmarks.replay summary SAMPLES.jsonl     (medians of `play` lines)
    python -m benchmarks.replay diverse CASE [--repeat 5]

`compare` runs each sample in its own process, the solvers interleaved
(same machine state), and gives medians: the time to the Demon line's last
question, to the table's, and the portfolio of each two solvers (per
question, the quicker: what two processes racing on the same question would
give, less the cost of ending the loser). `diverse` measures a lever live
(it changes the questions asked): after each world found, one more solve
with random phases, to close more cells per question.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import pickle
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SOLVERS = ("cadical153", "cadical195", "glucose4")


class Recorder:
    """Stands in for the PySAT solver: passes every call on, and logs each
    clause and each question (the slices of one question are one)."""

    def __init__(self, sat: Any) -> None:
        self.sat = sat
        self.events: list[Any] = []  # a clause (list), or ("q", assumptions, answer)

    def add_clause(self, clause: list[int]) -> None:
        self.events.append(list(clause))
        self.sat.add_clause(clause)

    def _ask(self, assumptions: list[int], answer: bool | None) -> None:
        last = self.events[-1] if self.events else None
        if isinstance(last, tuple) and last[1] == tuple(assumptions) and last[2] is None:
            self.events.pop()  # the next slice of the same question
        self.events.append(("q", tuple(assumptions), answer))

    def solve(self, assumptions: list[int] = ()) -> bool:  # type: ignore[assignment]
        answer = self.sat.solve(assumptions=assumptions)
        self._ask(list(assumptions), answer)
        return answer

    def solve_limited(self, assumptions: list[int] = ()) -> bool | None:  # type: ignore[assignment]
        answer = self.sat.solve_limited(assumptions=assumptions)
        self._ask(list(assumptions), answer)
        return answer

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sat, name)


def record(case_file: str, out: str, seconds: float | None) -> dict:
    """The question sequence of the anytime answer, up to the full table."""
    from answers.anytime import Anytime, DemonCandidates
    from caselang.parse import load_case

    run = Anytime(load_case(case_file), seconds=seconds)
    s = run.e.solver
    rec = Recorder(s.sat)
    # what encoding gave the solver already (a question it asked of itself)
    rec.events = [list(c) for c in s.cnf.clauses[:s.sent]] + \
        [list(c) for c in s.given[:s.given_sent]]
    s.sat = rec
    demon_at = None
    facts = run.facts()
    for fact in facts:
        if isinstance(fact, DemonCandidates):
            demon_at = questions(rec.events)
        if demon_at is not None and not run.answer.open_cells():
            break
    facts.close()
    events = [e for e in rec.events if not (isinstance(e, tuple) and e[2] is None)]
    data = {"case": case_file, "demon_at": demon_at, "events": events,
            "complete": not run.answer.open_cells()}
    with gzip.open(out, "wb") as f:
        pickle.dump(data, f, protocol=pickle.HIGHEST_PROTOCOL)
    return {"questions": questions(events), "demon_at": demon_at,
            "clauses": len(events) - questions(events), "complete": data["complete"]}


def questions(events: list[Any]) -> int:
    return sum(isinstance(e, tuple) for e in events)


def play(path: str, solver: str, limit: int | None = None) -> dict:
    """One replay: each question's seconds (the clauses' loading excluded), of
    the first `limit` questions when given."""
    with gzip.open(path, "rb") as f:
        data = pickle.load(f)
    s = solver_of(solver)
    times, cpu = [], []
    for e in data["events"]:
        if isinstance(e, list):
            s.add_clause(e)
            continue
        if limit is not None and len(times) >= limit:
            break
        t0, c0 = time.perf_counter(), time.process_time()
        answer = s.solve(assumptions=list(e[1]))
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        if answer != e[2]:
            raise SystemExit(f"{solver} answers {answer} where the record says {e[2]}")
    return {"record": Path(path).name, "solver": solver, "times": times, "cpu": cpu,
            "demon_at": data["demon_at"]}


def solver_of(spec: str) -> Any:
    """A PySAT solver from `name` or `name:option=value,...` (options of a solver
    that takes them, CaDiCaL 1.9.5's: `cadical195:stabilizeonly=1`)."""
    from pysat.solvers import Solver

    name, _, options = spec.partition(":")
    s = Solver(name=name)
    if options:
        s.configure({k: int(v) for k, v in (o.split("=") for o in options.split(","))})
    return s


def sample(args: list[str], budget: float) -> dict | None:
    try:
        out = subprocess.run([sys.executable, "-m", "benchmarks.replay", *args], cwd=ROOT,
                             capture_output=True, text=True, timeout=budget, check=True)
    except (subprocess.TimeoutExpired, subprocess.CalledProcessError):
        return None
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(files: list[str], solvers: list[str], repeat: int, budget: float) -> list[dict]:
    """Per record, per solver: medians of the time to the Demon line's last
    question and to the table's; and per pair, the portfolio."""
    samples = []
    for path in files:
        for _ in range(repeat):
            for s in solvers:
                got = sample(["play", path, s], budget)
                if got is not None:
                    samples.append(got)
    return summary(samples)


def summary(samples: list[dict]) -> list[dict]:
    """Medians per record and solver, wall and CPU seconds (CPU time is the
    steadier figure on a shared machine); the portfolio of each two solvers
    from the per-question medians."""
    rows = []
    for record_name in dict.fromkeys(x["record"] for x in samples):
        runs: dict[str, list[dict]] = {}
        for x in samples:
            if x["record"] == record_name:
                runs.setdefault(x["solver"], []).append(x)
        demon_at = next(iter(runs.values()))[0]["demon_at"]
        per_q = {}
        for s, got in runs.items():
            row = {"record": record_name, "solver": s, "samples": len(got)}
            for key in ("times", "cpu"):
                tag = "" if key == "times" else "cpu_"
                row[tag + "demon"] = statistics.median(sum(x[key][:demon_at]) for x in got)
                row[tag + "table"] = statistics.median(sum(x[key]) for x in got)
            per_q[s] = [statistics.median(q) for q in zip(*(x["cpu"] for x in got),
                                                           strict=True)]
            rows.append(row)
        for a, b in itertools.combinations(per_q, 2):
            best = [min(x, y) for x, y in zip(per_q[a], per_q[b], strict=True)]
            rows.append({"record": record_name, "solver": f"portfolio {a}+{b}",
                         "cpu_demon": sum(best[:demon_at]), "cpu_table": sum(best)})
    return rows


def diverse(case_file: str, solver: str, extra: bool) -> dict:
    """The anytime answer to the full table, with or without one more solve
    with random phases after each world found (`extra`)."""
    import backends.sat
    from answers import anytime
    from answers.anytime import Anytime
    from benchmarks.sample import until_table
    from caselang.parse import load_case

    backends.sat.SAT_NAME = solver
    case = load_case(case_file)
    t0, c0 = time.perf_counter(), time.process_time()
    run = Anytime(case)
    asked = [0]
    check = run.e.check

    def counted(*x: Any) -> bool:
        asked[0] += 1
        return check(*x)

    run.e.check = counted
    if extra:
        rng = random.Random(7)
        model = anytime.Anytime._model
        s = run.e.solver
        lits = [abs(s.cnf.of(v)) for seat in run.e.w.start for v in seat.values()]

        def more(self: Anytime) -> Any:
            yield from model(self)
            s.sat.set_phases([v if rng.random() < 0.5 else -v for v in lits])
            if run.e.check():
                asked[0] -= 1  # not a question: counted apart
                yield from model(self)

        run._model = more.__get__(run)  # type: ignore[method-assign]
    demon = until_table(run, t0)
    return {"table": time.perf_counter() - t0, "demon": demon, "questions": asked[0],
            "cpu_table": time.process_time() - c0}


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.replay",
                                 description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("case")
    r.add_argument("out")
    r.add_argument("--seconds", type=float, default=None)
    p = sub.add_parser("play")
    p.add_argument("file")
    p.add_argument("solver")
    p.add_argument("--questions", type=int, default=None, help="only the first N")
    c = sub.add_parser("compare")
    c.add_argument("files", nargs="+")
    c.add_argument("--solvers", default=",".join(SOLVERS))
    c.add_argument("--repeat", type=int, default=5)
    c.add_argument("--budget", type=float, default=600.0)
    m = sub.add_parser("summary")
    m.add_argument("file")
    d = sub.add_parser("diverse")
    d.add_argument("case")
    d.add_argument("--solver", default="cadical153")
    d.add_argument("--repeat", type=int, default=5)
    d.add_argument("--budget", type=float, default=600.0)
    d.add_argument("--one", choices=("on", "off"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.cmd == "record":
        print(json.dumps(record(a.case, a.out, a.seconds)))
    elif a.cmd == "play":
        print(json.dumps(play(a.file, a.solver, a.questions)))
    elif a.cmd == "compare":
        for row in compare(a.files, a.solvers.split(","), a.repeat, a.budget):
            print(json.dumps(row), flush=True)
    elif a.cmd == "summary":
        lines = Path(a.file).read_text().splitlines()
        for row in summary([json.loads(x) for x in lines if x.strip()]):
            print(json.dumps(row))
    elif a.one:
        print(json.dumps(diverse(a.case, a.solver, a.one == "on")))
    else:
        got: dict[str, list[dict]] = {"off": [], "on": []}
        for _ in range(a.repeat):
            for key in got:
                one = sample(["diverse", a.case, "--solver", a.solver, "--one", key], a.budget)
                if one is not None:
                    got[key].append(one)
        for key, samples in got.items():
            print(json.dumps({"case": a.case, "random_phase_extra": key, "samples": samples,
                              **{k: statistics.median(s[k] for s in samples)
                                 for k in ("demon", "table", "cpu_table", "questions")
                                 if samples}}))


if __name__ == "__main__":
    main()
