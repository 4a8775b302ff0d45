"""Cacklejack (Traveller): "Each day, choose a player: a different player
changes character tonight."

Each day a living Cacklejack chooses a player, written `{day: N, cacklejack:
Q, chose: P}`. That night, at its place in the night order, if the
Cacklejack lives with a working ability, the Storyteller changes another
player from the bag into a Townsfolk or Outsider of the script that nobody
holds; they keep their alignment and learn it (a good player lists the
change).

Freedoms left out: changes into Minions or Demons, characters in play or
off the script; the Evil Twin and a dead Minion the Vigormortis keeps are
never changed (as for the Pit-Hag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def day(g: Game, s: int) -> None:
    if not g.alive(s) or "cacklejack" not in g.seats[s].abilities():
        return
    p = g.rng.randrange(g.n)
    g.seats[s].marks["cacklejack"] = (g.day, p)
    g.event(cacklejack=g.name(s), chose=g.name(p))


def night(g: Game, s: int) -> None:
    mark = g.seats[s].marks.get("cacklejack")
    if mark is None or mark[0] != g.night - 1 or not g.alive(s) or not g.works(s, "cacklejack"):
        return
    kept = g.marks.get("vigormortis", {})
    pool = [i for i, x in enumerate(g.seats) if i != mark[1] and not x.traveller
            and x.char != "eviltwin" and i not in kept]
    held = {x.char for x in g.seats}
    chars = [c for c in g.script.bag() if g.team(c) in ("townsfolk", "outsider")
             and c not in held]
    if not pool or not chars:
        return
    t, c = g.rng.choice(pool), g.rng.choice(chars)
    g.become(t, c)
    g.changed_tonight.discard(t)  # acts with the new ability from its next step on


def wakes(g: Game, s: int) -> bool:
    return False
