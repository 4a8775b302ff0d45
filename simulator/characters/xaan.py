"""Xaan: "On night X, all Townsfolk are poisoned until dusk. [X Outsiders]"

Setup: "There can be any number of Outsiders in play"; X "overrides other
characters that add or remove Outsiders, such as the Baron": the Storyteller
picks X from 0 to every good seat (as the script's Outsiders allow) and the
count holds whatever else changes it. X is the number of Outsiders in play
at setup (counted from the seats: "If the number of Outsiders changes during
the game, the Xaan poisons on the night corresponding to the number of
Outsiders during setup"). On night X, at its step, a living, sober and
healthy Xaan poisons every player who registers as a Townsfolk (a Spy may)
until the end of day X, ending early if the Xaan dies or stops being the
Xaan. With no Outsiders nothing happens.

Freedoms left out: a player who becomes a Townsfolk later on night X or on
day X is not poisoned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import order_of
from simulator.state import POISONED, Effect
from simulator.storyteller import registers_team

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    good = counts["townsfolk"] + counts["outsider"]
    top = min(good, len(g.script.of("outsider")))
    g.marks["xaan"] = {"outsiders": g.rng.randint(0, max(top, 0))}


def fix_counts(g: Game, counts: dict[str, int]) -> None:
    x = g.marks.get("xaan", {}).get("outsiders")
    if x is None:
        return
    good = counts["townsfolk"] + counts["outsider"]
    counts["outsider"], counts["townsfolk"] = x, good - x


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "xaan":
        g.marks.setdefault("xaan", {})["night"] = sum(g.team(x.start) == "outsider" for x in g.seats
                                    if not x.traveller)


def night(g: Game, s: int) -> None:
    if g.night != g.marks.get("xaan", {}).get("night") or not g.alive(s) or not g.works(s, "xaan"):
        return
    for i in range(g.n):
        if registers_team(g, i, "townsfolk"):
            g.add_effect(Effect(POISONED, i, s, "xaan", until=order_of("day", g.night),
                                while_source=True))


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
