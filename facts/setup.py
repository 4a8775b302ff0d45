"""Standard setup counts by number of players, from `facts/data/setup_counts.tsv`."""

from __future__ import annotations

from functools import cache

from facts.catalog import read_tsv


@cache
def table() -> dict[int, dict[str, int]]:
    return {int(r["players"]): {"townsfolk": int(r["townsfolk"]), "outsider": int(r["outsiders"]),
                                "minion": int(r["minions"]), "demon": int(r["demons"])}
            for r in read_tsv("setup_counts.tsv")}


def counts(players: int) -> dict[str, int]:
    """Townsfolk/outsider/minion/demon counts before character modifiers."""
    return dict(table()[players])
