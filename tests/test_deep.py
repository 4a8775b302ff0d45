"""botc/deep.py: a long game on a big script nests the engine's terms past
Python's default depth (random-script game s9711/15 raised RecursionError in
`botc check`); commands that encode games run with room for it."""

from __future__ import annotations

import sys
import threading

import pytest
from click.testing import CliRunner

from botc.cli import main
from botc.deep import run_deep


def nest(n: int) -> int:
    """n frames deep, each also through a C call (`sum` over a generator)."""
    return 0 if n == 0 else 1 + sum(nest(n - 1) for _ in (0,))


def test_recursion_past_the_default_depth_runs() -> None:
    depth = 3 * sys.getrecursionlimit()
    assert run_deep(lambda: nest(depth)) == depth


def test_what_it_raises_reaches_the_caller() -> None:
    def stop() -> None:
        sys.exit(3)
    with pytest.raises(SystemExit) as e:
        run_deep(stop)
    assert e.value.code == 3


def test_commands_run_in_the_deep_thread_but_the_prompt_and_the_page(monkeypatch) -> None:
    seen: list[str] = []
    import botc.cli as cli

    real = cli.run_deep

    def spy(fn):
        seen.append(threading.current_thread().name)
        return real(fn)
    monkeypatch.setattr(cli, "run_deep", spy)
    result = CliRunner().invoke(main, ["check", "cases/tb/nqt-026.yaml"])
    assert result.exit_code == 0, result.output
    assert seen == [threading.main_thread().name]
    seen.clear()
    CliRunner().invoke(main, ["play", "--help"])
    assert seen == []


def test_the_limit_is_back_after_and_too_deep_yaml_is_one_error(tmp_path) -> None:
    """After a command the caller's limit is back; past it, a case nested too
    deeply is one error naming the YAML, not a traceback."""
    from caselang.errors import CaseError
    from caselang.parse import load_case

    before = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)  # Python's default (an earlier `play` raised it for good)
    try:
        run_deep(lambda: nest(10))
        assert sys.getrecursionlimit() == 1000
        path = tmp_path / "deep.yaml"
        path.write_text("script: tb\nplayers: " + "[" * 5000 + "]" * 5000 + "\n")
        with pytest.raises(CaseError, match="nested less deeply"):
            load_case(str(path))
    finally:
        sys.setrecursionlimit(before)
