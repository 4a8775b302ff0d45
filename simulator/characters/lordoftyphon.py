"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters
are in a line. You are in the middle. +1 Minion. -? to +? Outsiders]"

Setup: one more Minion in place of a Townsfolk, and "Any number of
Outsiders might be in play": the Storyteller picks the Outsider count from 0
to every good seat (as the script's Outsiders allow), whatever else changes
it. "All evil characters sit next to each other in a continuous line" with
the Lord of Typhon not at either end; the Storyteller "decides which players
are Minions ... and which player is which Minion": the evil seats are
arranged at random in such a line (Travellers, outside the bag, sit where
they sat: "Evil Travellers ... may be part of the line, but do not have to
be"), a Marionette next to the Lord of Typhon. Each night but the first it
attacks any player (usually a living one).

Freedoms left out: none known (a Lord of Typhon made during the game needs
no line; none is made here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator import storyteller as st
from simulator.game import Unplayable
from simulator.state import KEPT_ASLEEP, REGAINED

if TYPE_CHECKING:
    from simulator.loop import Game

DEAD_TARGET = 0.05
SELF = 0.03


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["minion"] += 1
    counts["townsfolk"] -= 1
    good = counts["townsfolk"] + counts["outsider"]
    top = min(good, len(g.script.of("outsider")))
    g.marks["lordoftyphon"] = {"outsiders": g.rng.randint(0, max(top, 0))}


def fix_counts(g: Game, counts: dict[str, int]) -> None:
    x = g.marks.get("lordoftyphon", {}).get("outsiders")
    if x is None:
        return
    good = counts["townsfolk"] + counts["outsider"]
    counts["outsider"], counts["townsfolk"] = x, good - x


def setup_seating(g: Game) -> None:
    places = [i for i, x in enumerate(g.seats) if not x.traveller]
    evil = [g.seats[i] for i in places if g.seats[i].evil]
    good = [g.seats[i] for i in places if not g.seats[i].evil]
    lords = [x for x in evil if x.char == "lordoftyphon"]
    if len(evil) < 3 or len(lords) != 1:
        raise Unplayable("the Lord of Typhon needs an evil player on each side")
    lord = lords[0]
    rest = [x for x in evil if x is not lord]
    g.rng.shuffle(rest)
    g.rng.shuffle(good)
    at = g.rng.randrange(1, len(evil) - 1)
    line = [*rest[:at], lord, *rest[at:]]
    m = next((k for k, x in enumerate(line) if x.char == "marionette"), None)
    if m is not None and abs(m - at) != 1:  # the Marionette next to the Lord
        side = at + g.rng.choice([-1, 1])
        line[m], line[side] = line[side], line[m]
    order = line + good
    shift = g.rng.randrange(len(places))
    order = order[shift:] + order[:shift]
    for i, seat in zip(places, order, strict=True):
        g.seats[i] = seat


def wakes(g: Game, s: int) -> bool:
    """Each night but the first: its first-night step wakes its neighbours to
    show them they are Minions, not the Lord of Typhon (what a Chambermaid
    counts)."""
    return g.night != 1 and (g.has_ability(s) or bool(g.effects_on(s, REGAINED)))


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s) or s in g.changed_tonight or g.effects_on(s, KEPT_ASLEEP):
        return
    dead = [i for i in range(g.n) if not g.alive(i)]
    r = g.rng.random()
    if r < SELF:
        t = s
    elif r < SELF + DEAD_TARGET and dead:
        t = g.rng.choice(dead)
    else:
        t = st.pick(g, {s}, 1.0)
    g.note(lordoftyphon=g.name(s), chooses=g.name(t))
    g.chosen(s, "lordoftyphon", t)  # announced first: a Goon chosen makes it drunk
    if g.works(s, "lordoftyphon"):
        g.demon_attack(s, t)
    else:
        demons.failed(g, s, "lordoftyphon", [t])
