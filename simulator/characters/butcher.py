"""Butcher (Traveller): "Each day, after the 1st execution, you may nominate
again."

After the day's first execution (even one the executee survives), a living,
sober and healthy Butcher sometimes nominates again: any player, one already
nominated today too. The nomination goes to the vote and executes with
votes from at least half the living ("this second nomination does not need
to exceed the vote tally of the previous nominations"). Not while nobody
may nominate (a working Bishop: "Only the Storyteller can nominate").

Freedoms left out: a drunk or poisoned Butcher's second nomination (no
execution could follow it; the Storyteller would not allow it), and a
second execution that a Judge's verdict or a Scapegoat decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

AGAIN = 0.4


def after_execution(g: Game, s: int, executed: int) -> None:
    seat = g.seats[s]
    if (seat.marks.get("butcher") == g.day or not g.alive(s) or not g.works(s, "butcher")
            or not g.may_nominate(s) or not st.chance(g, AGAIN)):  # (a Bishop: nobody may)
        return
    seat.marks["butcher"] = g.day
    pool = [i for i in range(g.n) if not g.seats[i].traveller]
    living = [i for i in pool if g.alive(i)]
    t = g.rng.choice(living if living and st.chance(g, 0.9) else pool)
    g.nominators_today.add(s)
    g.nominated_today.add(t)
    g.note(nominated=g.name(t), by=g.name(s), butcher=True)
    for c in g.script.chars:
        g.call(c, "before_vote", t, s)
    g.votes_today[t] = g.vote(t)
    g.vote_event(t, s)
    for i, x in enumerate(g.seats):
        for c in x.abilities():
            g.call(c, "on_any_nomination", i, t, s)
    if g.tally(t) >= g.votes_needed():
        g.event(executed=g.name(t))
        entry = g.events[-1]
        was_alive = g.alive(t)
        g.execute(t)
        if was_alive and g.alive(t) and g.seats[t].reborn != g.phase:  # (not back at once)
            entry["died"] = False
