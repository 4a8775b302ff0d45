"""Slayer: "Once per game, during the day, publicly choose a player: if they
are the Demon, they die."

Any claimant may shoot (the real Slayer, a Drunk who believes it, an evil
bluffer: "a player who's pretending to be the Slayer may pretend to use the
Slayer ability"), once each, at any player: usually a living one, rarely a
dead one or themself. Only a sober, healthy Slayer's first shot at a living
player who registers as the Demon (or counts as one to the shot:
`shot_as_demon`, the Lleech's host) kills, unless an ability keeps them
alive (`may_die`); a shot while droisoned spends it.

Freedoms left out: a claimant shoots at most once (a bluffer could pretend
again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import registers_team

if TYPE_CHECKING:
    from simulator.loop import Game

SHOT = 0.3  # chance per day that a claimant shoots
ODD_TARGET = 0.05  # a dead player or themself


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("slayer") or g.rng.random() >= SHOT:
        return
    living = [i for i in g.alive_seats() if i != s]
    t = g.rng.randrange(g.n) if not living or g.rng.random() < ODD_TARGET else g.rng.choice(living)
    hit = registers_team(g, t, "demon") or g.each_ability("shot_as_demon", t) is True
    died = g.works(s, "slayer") and hit and g.may_die(t, "slayer")
    if ("slayer" in seat.abilities() and not g.works(s, "slayer") and g.alive(s) and g.alive(t)
            and g.team(g.seats[t].char) == "demon"):
        g.malfunction(s, "slayer")  # a drunk or poisoned Slayer's shot at the Demon
    seat.marks["slayer"] = True
    g.event(slayer=g.name(s), target=g.name(t), died=died)
    g.note(slayer=g.name(s), target=g.name(t), died=died)
    if died:
        g.kill(t, "slayer")
