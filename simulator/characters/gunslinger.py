"""Gunslinger (Traveller): "Each day, after the 1st vote has been tallied, you
may choose a player that voted: they die."

Some days, right after the day's first vote, a living Gunslinger with a
working ability shoots one of that vote's voters (themself included): the
voter dies, written `{day: N, died: P, by: gunslinger}`. A drunk or poisoned
Gunslinger's shot is not attempted.

Freedoms left out: a drunk Gunslinger's shot that kills nobody leaves no
event; a shot the voter would escape (a sober Fool's first death) is not
attempted (`g.day_kill`); no shot after a nomination settled without a vote
(a Virgin's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SHOOT = 0.3


def on_any_nomination(g: Game, s: int, nominee: int, nominator: int) -> None:
    voters = g.votes_today.get(nominee)
    if (len(g.votes_today) != 1 or not voters or not g.alive(s)
            or not g.works(s, "gunslinger") or not st.chance(g, SHOOT)):
        return
    p = g.rng.choice(voters)
    g.day_kill(p, "gunslinger")
