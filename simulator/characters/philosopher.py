"""Philosopher: "Once per game, at night, choose a good character: gain that
ability. If this character is in play, they are drunk."

A living good Philosopher chooses on some night (reported) any good
character of the script but the Philosopher. Sober and healthy, they gain
the ability (kept while they are the Philosopher: changed or swapped away,
it is lost) and every other player who is that character, now or later, is
drunk while the Philosopher lives, is sober and healthy, and still has it.
Drunk or poisoned, the choice is spent and gains nothing (a Mathematician
counts it) but they think they have the ability: they wake for it and are
told anything.

Official jinx (Bounty Hunter): "If the Philosopher gains the Bounty Hunter
ability, a Townsfolk might turn evil": half the time, any Townsfolk does
(who may then lie about their whole game, as one a Fang Gu turns).

Freedoms left out: an evil Philosopher never chooses (the solver does not
read an evil player's hidden choice); a first-night ability chosen on a
later night is not used that night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import madness

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.5
TURN_EVIL = 0.5  # the Bounty Hunter jinx: a Townsfolk turns evil


def options(g: Game) -> list[str]:
    return [c for c in g.script.good() if c != "philosopher"]


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if (not g.alive(s) or seat.evil or "philosopher" in seat.marks
            or g.rng.random() >= USE):
        return
    c = g.rng.choice(options(g))
    works = g.works(s, "philosopher")
    seat.marks["philosopher"] = c
    g.freedom("philosopher_choice")
    g.report(s, "philosopher", c)
    g.note(philosopher=seat.name, chooses=c, works=works)
    if works:
        seat.gained.append(c)
        seat.marks["philosopher_gain"] = c
        if c == "bountyhunter" and g.jinxed("philosopher", c):
            _turn_a_townsfolk_evil(g)
    else:
        seat.thinks.append(c)
        if "philosopher" in seat.abilities():
            g.malfunction(s, "philosopher")


def _turn_a_townsfolk_evil(g: Game) -> None:
    """The Bounty Hunter jinx: a Townsfolk (any) might turn evil."""
    townsfolk = [i for i, x in enumerate(g.seats)
                 if not x.traveller and g.team(x.char) == "townsfolk"]
    if townsfolk and g.rng.random() < TURN_EVIL:
        t = g.rng.choice(townsfolk)
        g.freedom("philosopher_bountyhunter_evil")
        g.set_evil(t, True)
        madness.turned_evil(g, t)


def droisons(g: Game, s: int) -> list[int]:
    c = g.seats[s].marks.get("philosopher_gain")
    if c is None or not g.alive(s) or g.seats[s].char != "philosopher":
        return []
    return [i for i, x in enumerate(g.seats) if i != s and x.char == c]


def on_change(g: Game, s: int, old: str, new: str) -> None:
    """No longer the Philosopher: the gained (or believed) ability goes."""
    seat = g.seats[s]
    c = seat.marks.pop("philosopher_gain", None)
    if c in seat.gained:
        seat.gained.remove(c)
    seat.thinks = []


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(options(g))


def reports_on(g: Game, s: int, n: int) -> bool:
    """A claimant makes one choice up, on a night they were alive."""
    seat = g.seats[s]
    if "philosopher_bluff" not in seat.marks:
        nights = [k for k in range(1, g.last_phase[1] + 1) if seat.alive_at("night", k)]
        seat.marks["philosopher_bluff"] = g.rng.choice(nights) if nights else 0
    return n == seat.marks["philosopher_bluff"]


def wakes(g: Game, s: int) -> bool:
    """Woken each night until the choice is made."""
    return g.alive(s) and "philosopher" not in g.seats[s].marks
