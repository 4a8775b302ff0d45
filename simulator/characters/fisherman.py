"""Fisherman: "Once per game, during the day, visit the Storyteller for some
advice to help your team win."

Seed 002 gives only the Korean ability line ("Once per game, during the day,
you may visit the Storyteller and hear advice that helps your team win").
Once a game, on a day of their choosing, a living claimant (the real
Fisherman, a Drunk who believes it, or an evil bluffer) visits and reports
the advice, `{day: N, fisherman: TEXT}` or `none` (words not recorded). The
advice is the Storyteller's judgement: any text, whether the Fisherman is
sober or not, and a drunk or poisoned Fisherman's visit is spent too.

Freedoms left out: none (the advice's words are a few made-up tips; they
constrain nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

VISIT = 0.3  # chance per day that a claimant visits
TIPS = ("execute {p}", "trust {p}", "do not trust {p}", "keep {p} alive", "count the Outsiders")


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("fisherman") or not st.chance(g, VISIT):
        return
    seat.marks["fisherman"] = True
    advice = "none" if st.chance(g, 0.2) else \
        g.rng.choice(TIPS).format(p=g.name(g.rng.randrange(g.n)))
    g.report(s, "fisherman", advice)
