"""Damsel: "All Minions know a Damsel is in play. If a Minion publicly guesses
you (once), your team loses."

Seed 004: "No matter how many Minions are in play, they only get one guess,
total. If a Minion makes a guess and is wrong, future guesses by this Minion
or by other Minions don't count. If the Demon pretends to be a Minion making
a guess, that doesn't count as a guess. ... Minions may make a guess at any
time. If the Damsel dies, they are no longer at risk". While a Damsel (or a
Hermit with its ability) is in play, some days a player publicly guesses,
`{day: N, damsel: P, by: Q}`: usually a Minion, alive or dead, sometimes
the Demon or a good player pretending. The first guess by a Minion is the
one guess, spent whatever it hits; if it names a living, sober and healthy
Damsel, evil wins (so the simulated day is replayed). Official jinx: "If a
Spy is or ever was in play, the Damsel is poisoned" (the Widow's is the
same): a Damsel (or a Hermit with its ability) in play with a Spy is
poisoned all game, or until it stops being the Damsel.

Freedoms left out: guesses happen before the day's nominations or at dusk,
at most one a day, and only while a Damsel's ability is in play or claimed
(Minions not told of a Damsel have little reason to guess).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

GUESS = 0.15  # chance per day of a public guess
PRETENDED = 0.25  # the guesser is not a Minion


def setup_seat(g: Game, s: int) -> None:
    if "damsel" in g.seats[s].abilities() and any(x.char in ("spy", "widow") for x in g.seats):
        g.add_effect(Effect(POISONED, s, None, "damsel"))


def on_change(g: Game, s: int, old: str, new: str) -> None:
    """No longer the Damsel (a Huntsman's find): the jinx's poison, which is on
    the Damsel, ends."""
    g.effects = [e for e in g.effects
                 if not (e.target == s and e.kind == POISONED and e.by == "damsel")]


def day(g: Game, s: int) -> None:
    """A guess before the day's nominations (by a claimant's day too: anyone may guess)."""
    guess(g)


def at_dusk(g: Game, s: int) -> None:
    """A guess at dusk, after the nominations (a dead Damsel's too)."""
    guess(g)


def guess(g: Game) -> None:
    state = g.marks.setdefault("damsel", {})
    if state.get("day") == g.day or not st.chance(g, GUESS):
        return
    state["day"] = g.day
    minions = [i for i, x in enumerate(g.seats) if g.team(x.char) == "minion"]
    others = [i for i in range(g.n) if i not in minions]
    pool = others if not minions or st.chance(g, PRETENDED) else minions
    q = g.rng.choice(pool)
    p = g.rng.choice([i for i in range(g.n) if i != q])
    g.event(damsel=g.name(p), by=g.name(q))
    if q not in minions or state.get("spent"):
        return
    state["spent"] = g.name(q)
    if g.alive(p) and g.works(p, "damsel"):
        g.end("evil wins: a Minion guessed the Damsel")
    elif g.alive(p) and "damsel" in g.seats[p].abilities():
        g.malfunction(p, "damsel")  # drunk or poisoned: evil should have won


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
