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
    Chef's step with no Chef in play). On later nights the first-night
    abilities that a player can gain (`Rule.own_first_night`) act late, for
    those who have them for the first time."""
    out = []
    late = positions()["dawn"][1] - 1  # after every change a night can bring
    for c, r in rules.items():
        if r.wakes_on is None:
            continue
        first, other = positions().get(c, (0, 0))
        if night > 1 and r.wakes_on == "first" and r.own_first_night:
            # A player who gained a first-night ability since last night uses it
            # on their own first night with it, once tonight's changes are made.
            out.append((late, first, c))
            continue
        if night == 1 and r.wakes_on == "other" or night > 1 and r.wakes_on == "first":
            continue
        out.append((first if night == 1 else other, 0, c))
    return [(pos, c) for pos, _, c in sorted(out)]
