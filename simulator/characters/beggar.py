"""Beggar (Traveller): "You must use a vote token to vote. If a dead player
gives you theirs, you learn their alignment. You are sober & healthy."

By day, each dead player with their vote token may give it to the living
Beggar (then cannot vote), and the Beggar learns their alignment as it
registers (`{day: N, beggar: [P, good/evil]}`). A living Beggar votes only
by spending one such token; a dead Beggar votes with their own token as
anyone. The Beggar is never drunk or poisoned (`SOBER`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SOBER = True
GIVE = 0.2


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if "beggar" not in seat.abilities():
        return
    for i, x in enumerate(g.seats):
        if not x.alive and not x.marks.get("vote_spent") and st.chance(g, GIVE):
            x.marks["vote_spent"] = True
            seat.marks["beggar_tokens"] = seat.marks.get("beggar_tokens", 0) + 1
            evil = st.register_evil(g, i)
            g.report(s, "beggar", [x.name, "evil" if evil else "good"])


def may_vote(g: Game, s: int, nominee: int, voters: list[int]) -> bool:
    seat = g.seats[s]
    if not seat.alive:
        return True
    if seat.marks.get("beggar_tokens", 0) > 0:
        seat.marks["beggar_tokens"] -= 1
        return True
    return False
