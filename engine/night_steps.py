"""Who acts at which step of a night: the official positions
(`facts.night_order`) for the characters a case's rules know."""

from __future__ import annotations

from engine.rule import Rule
from facts.night_order import positions


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
