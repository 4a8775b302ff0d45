"""Gunslinger (Traveller): "Each day, after the 1st vote has been tallied, you
may choose a player that voted: they die."

Some days, right after the day's first vote, a living Gunslinger with a
working ability shoots one of that vote's voters (themself included): the
voter dies, written `{day: N, died: P, by: gunslinger}` or, half the time, as
the public shot `{day: N, gunslinger: G, target: P, died: yes}`. A shot the
voter survives (a sober Fool's first death, spent; a Tea Lady's neighbour) is
always the public shot with `died: no`. A drunk or poisoned Gunslinger's shot
is not attempted.

Freedoms left out: a drunk Gunslinger's shot that kills nobody leaves no
event; no shot after a nomination settled without a vote (a Virgin's).
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
    escapes = any(g.call(c, "would_escape", p, "gunslinger") for c in g.seats[p].abilities())
    if not escapes and g.may_die(p, "gunslinger") and st.chance(g, 0.5):
        g.day_kill(p, "gunslinger")
        return
    dies = g.alive(p) and g.may_die(p, "gunslinger") and not escapes
    g.event(gunslinger=g.name(s), target=g.name(p), died=dies)
    died = g.kill(p, "gunslinger")
    assert died == dies, "the Gunslinger's public shot was written before its outcome"
