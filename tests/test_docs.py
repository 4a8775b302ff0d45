"""The case in docs/case-format.md is a real case: it loads and its answer holds."""

from __future__ import annotations

import re
from pathlib import Path

from botc.cli import check_case

ROOT = Path(__file__).resolve().parents[1]


def test_case_format_example_checks(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "case-format.md").read_text()
    found = re.search(r"## A small case\n\n```yaml\n(.*?)```", text, re.S)
    assert found, "docs/case-format.md has its example case"
    path = tmp_path / "example.yaml"
    path.write_text(found.group(1))
    case, _, diff = check_case(str(path))
    assert case.expect and not diff, "\n".join(diff)
