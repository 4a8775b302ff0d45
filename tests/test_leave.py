"""botc/leave.py: a `botc` process ends once its command is done, with the
status the command chose, its output flushed and the exit handlers of what it
used run first."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(body: str) -> subprocess.CompletedProcess:
    code = "import atexit, sys\nfrom botc import leave\nleave.arm()\n" + body
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_status_output_and_later_handlers_kept():
    p = run("atexit.register(lambda: print('handler ran'))\n"
            "print('answer', end=' ')\nleave.status(3)\nsys.exit(3)\n")
    assert p.returncode == 3
    assert p.stdout == "answer handler ran\n"


def test_a_message_exit_is_status_one_and_none_is_zero():
    p = run("leave.status('bad'); sys.exit('bad')\n")
    assert (p.returncode, p.stderr.strip()) == (1, "bad")
    assert run("leave.status(None); sys.exit()\n").returncode == 0


def test_an_escaped_error_is_status_one():
    p = run("raise RuntimeError('boom')\n")
    assert p.returncode == 1 and "RuntimeError: boom" in p.stderr


def test_the_command_line_ends_with_its_status():
    ok = subprocess.run([sys.executable, "-m", "botc.cli", "characters"], cwd=ROOT,
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and "imp" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "botc.cli", "solve", "no-such-case.yaml"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("error: no-such-case.yaml")
