"""Builders for Traveller tests: a small Trouble Brewing game with Travellers."""

from __future__ import annotations

from answers.worlds import Enumerator
from tests.helpers import case_from, result


def game(players: str, events: str = "[]", head: str = "", script: str = "tb") -> str:
    """`players`: YAML rows, one per line, as written in a case."""
    rows = "".join(f"\n  - {row.strip()}" for row in players.strip().splitlines())
    return f"script: {script}\n{head}\nplayers:{rows}\nevents: {events}\n"


def sat(text: str, assume: list[str] | None = None) -> bool:
    """Some world fits (one satisfiability question, no enumeration)."""
    return Enumerator(case_from(text), assume).check()


def alignments(text: str) -> dict[str, list[str]]:
    return result(text).traveller_alignments
