"""The anytime answer's questions in worker processes (answers/jobs.py,
backends/workers.py): two workers give one process's answers, a budget or a
cancel leaves open cells open, and no worker outlives the answer."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from answers import jobs
from answers.anytime import Anytime, Cell, Consistency, DemonCandidates, Travellers
from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case

ROOT = Path(__file__).resolve().parents[1]
# A representative set of the shipped cases (each has an expect block): one
# per folder, and the cut lists, an inconsistent case and the Travellers of
# test_anytime. The whole set (131 cases) takes over 15 minutes on a shared
# 2-core machine; run it with BOTC_ALL_CASES=1.
EVERY = sorted((ROOT / "cases").rglob("*.yaml"))
CASES = EVERY if os.environ.get("BOTC_ALL_CASES") else sorted(
    {next(p for p in EVERY if p.parent == d) for d in {p.parent for p in EVERY}}
    | {ROOT / p for p in ("cases/tb/nqt-019.yaml", "cases/tb/josef-yes-but-dont.yaml",
                          "cases/nqt/nqt-069-alt.yaml",
                          "cases/wrapped/lleech-scarletwoman-final-five-after-host.yaml")})
BIG = str(ROOT / "benchmarks" / "cases" / "tb-12p-3n.yaml")
HARD = str(ROOT / "benchmarks" / "cases" / "snv-15p-4n.yaml")  # its first question takes seconds


def table(path: str, jobs: int) -> tuple:
    """Everything up to the Travellers' alignments (the worlds and counts after
    them are asked in the parent either way)."""
    run = Anytime(load_case(path), jobs=jobs)
    facts = run.facts()
    order = []
    for f in facts:
        order.append(f)
        if isinstance(f, Travellers):
            break
    facts.close()
    a = run.answer
    return (a.consistent, a.cells, a.demon, a.unseated_demon, a.travellers), order


@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_two_workers_answer_as_one_process(path: Path) -> None:
    """Every shipped case (each has an expect block): consistency, every cell,
    the Demon line, the unseated Demon and the Travellers are the same."""
    try:
        one, _ = table(str(path), 1)
    except CaseError as e:
        if "not supported yet" in str(e):
            pytest.skip(str(e))
        raise
    two, order = table(str(path), 2)
    assert two == one
    assert isinstance(order[0], Consistency)


def test_the_order_promised_holds_with_workers() -> None:
    """Consistency first; no cell outside the Demon characters ruled out
    before the Demon line; each cell decided once."""
    _, facts = table(BIG, 2)
    assert facts[0] == Consistency(True)
    run = Anytime(load_case(BIG))
    k = next(i for i, f in enumerate(facts) if isinstance(f, DemonCandidates))
    assert all(f.possible or f.character in run.answer.demon_chars[f.seat]
               for f in facts[:k] if isinstance(f, Cell))
    cells = [(f.seat, f.character) for f in facts if isinstance(f, Cell)]
    assert len(cells) == len(set(cells)) == sum(map(len, run.answer.cells))


def test_a_budget_of_zero_with_two_jobs_leaves_every_cell_open_in_valid_json() -> None:
    out = CliRunner().invoke(main, ["solve", BIG, "--seconds", "0", "--json", "--jobs", "2"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    case = load_case(BIG)
    assert data["consistent"] is None and data["stopped"] == "budget"
    assert data["possible"] == {name: [] for name in case.names}
    assert data["demon_open"] == case.names and data["decided"] == 0


class Recorded(jobs.Pool):
    """A pool that keeps each of its instances, to look at its processes."""

    made: list[jobs.Pool] = []

    def __init__(self, *args: object, **kw: object) -> None:
        super().__init__(*args, **kw)
        Recorded.made.append(self)


def test_a_cancel_ends_the_workers_mid_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelled while both workers are deep in a question: the answer stops,
    nothing undecided is shown decided, and both processes are gone."""
    Recorded.made = []
    monkeypatch.setattr(jobs, "Pool", Recorded)
    run = Anytime(load_case(HARD), jobs=2)
    facts = run.facts()
    real = jobs.Schedule.facts

    def cancel_once_asked(self: jobs.Schedule):  # type: ignore[no-untyped-def]
        gen = real(self)
        self.pool.answers = lambda timeout: iter(())  # nothing arrives: still asking
        run.cancel()
        yield from gen

    monkeypatch.setattr(jobs.Schedule, "facts", cancel_once_asked)
    assert list(facts) == []
    assert run.answer.stopped == "cancelled" and run.answer.decided_share() == 0
    (pool,) = Recorded.made
    assert pool.procs and all(not p.is_alive() for p in pool.procs)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_workers_die_with_a_killed_parent() -> None:
    """A parent killed outright (no clean-up runs) leaves no worker behind."""
    code = ("import sys\n"
            "from answers import jobs\n"
            "from answers.anytime import Anytime\n"
            "from caselang.parse import load_case\n"
            "class Told(jobs.Pool):\n"
            "    def __init__(self, *a, **k):\n"
            "        super().__init__(*a, **k)\n"
            "        print(*[p.pid for p in self.procs], flush=True)\n"
            "jobs.Pool = Told\n"
            f"list(Anytime(load_case({HARD!r}), jobs=2).facts())\n")
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        pids = [int(x) for x in parent.stdout.readline().split()]
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    assert len(pids) == 2
    deadline = time.monotonic() + 30
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(p) for p in pids)


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie is reaped by init, not by us: not alive)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"
