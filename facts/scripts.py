"""The built-in scripts (`facts/data/scripts/*.json`, official script JSON)."""

from __future__ import annotations

import json
from pathlib import Path

from facts.catalog import catalog, normalise

SCRIPTS = Path(__file__).parent / "data" / "scripts"


def builtin_scripts() -> list[str]:
    """Ids of the shipped scripts (tb, bmr, snv...)."""
    return sorted(p.stem for p in SCRIPTS.glob("*.json"))


def script_path(script_id: str) -> Path:
    return SCRIPTS / f"{script_id}.json"


def read_builtin_script(script_id: str) -> tuple[str, list[str]]:
    """A built-in script's name (its `_meta` name, else its id) and its character
    ids in order, Travellers, Fabled and Loric included."""
    data = json.loads(script_path(script_id).read_text(encoding="utf-8"))
    meta = next((x for x in data if isinstance(x, dict) and x.get("id") == "_meta"), {})
    ids = [x.get("id") if isinstance(x, dict) else x for x in data if x is not meta]
    known = catalog()
    return str(meta.get("name", script_id)), [
        normalise(i) if normalise(i) in known else i for i in ids]
