"""The official night order, from `facts/data/night_order.tsv` (positions in
the official night sheet)."""

from __future__ import annotations

from functools import cache

from facts.catalog import read_tsv


@cache
def positions() -> dict[str, tuple[int, int]]:
    """id -> (first night position, other nights position); 0 = does not wake."""
    return {r["id"]: (int(r["first_night"] or 0), int(r["other_night"] or 0))
            for r in read_tsv("night_order.tsv")}
