"""The official night order: who acts when, from `rules/data/night_order.tsv`
(positions in the official night sheet)."""

from __future__ import annotations

from functools import cache

from rules.catalog import read_tsv
from solver.rule import Rule


@cache
def positions() -> dict[str, tuple[int, int]]:
    """id -> (first night position, other nights position); 0 = does not wake."""
    return {r["id"]: (int(r["first_night"] or 0), int(r["other_night"] or 0))
            for r in read_tsv("night_order.tsv")}


def acting(rules: dict[str, Rule], night: int) -> list[tuple[int, str]]:
    """(position, id) of the characters that wake on this night, in order: every
    character on the script, in play or not, since a player may only believe
    they hold its ability (a Drunk who thinks they are the Chef wakes at the
    Chef's step with no Chef in play)."""
    out = []
    for c, r in rules.items():
        if r.wakes_on is None:
            continue
        if night == 1 and r.wakes_on == "other" or night > 1 and r.wakes_on == "first":
            continue
        first, other = positions().get(c, (0, 0))
        out.append((first if night == 1 else other, c))
    return sorted(out)
