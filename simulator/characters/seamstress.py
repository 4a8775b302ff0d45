"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you
learn if they are the same alignment."

Woken each night until used; a living Seamstress uses it on a night with
some chance. The two players (alive or dead) each register as they may.
False (drunk, poisoned, the Vortox): the other answer. The use is spent
whatever the answer.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_evil, told

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.4
WORD = {True: "same", False: "different"}


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("seamstress") or g.rng.random() >= USE:
        return
    seat.marks["seamstress"] = g.night
    a, b = g.rng.sample([i for i in range(g.n) if i != s], 2)
    g.chosen(s, "seamstress", a)
    g.chosen(s, "seamstress", b)
    answer = told(g, s, "seamstress",
                  lambda: [g.name(a), g.name(b), WORD[register_evil(g, a) == register_evil(g, b)]])
    g.report(s, "seamstress", answer)


def false_info(g: Game, s: int, truth: list[str]) -> list[str]:
    return [*truth[:2], "different" if truth[2] == "same" else "same"]


def anything(g: Game, s: int) -> Any:
    a, b = g.rng.sample([i for i in range(g.n) if i != s], 2)
    return [g.name(a), g.name(b), g.rng.choice(("same", "different"))]


def reports_on(g: Game, s: int, n: int) -> bool:
    """A claimant makes one use up, on one night they were alive."""
    seat = g.seats[s]
    if "seamstress_bluff" not in seat.marks:
        nights = [k for k in range(1, g.last_phase[1] + 1) if seat.alive_at("night", k)]
        seat.marks["seamstress_bluff"] = g.rng.choice(nights) if nights else 0
    return n == seat.marks["seamstress_bluff"]


def wakes(g: Game, s: int) -> bool:
    """Woken each night until the ability is used."""
    return g.alive(s) and not g.seats[s].marks.get("seamstress")
