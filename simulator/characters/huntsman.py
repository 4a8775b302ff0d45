"""Huntsman: "Once per game, at night, choose a living player: the Damsel, if
chosen, becomes a not-in-play Townsfolk. [+the Damsel]"

Setup: a Huntsman drawn into the bag brings the Damsel (if on the script), in
place of an Outsider or a Townsfolk (the Storyteller's pick; with none to
replace, the setup is redrawn). Each night until the ability is spent the
living Huntsman may choose a living player; a working Huntsman who chooses
the Damsel makes them a Townsfolk of the script that no player has (if there
is one). The choice is reported.

Freedoms left out: an off-script Townsfolk for the Damsel to become.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.characters import hook
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.4


def setup_bag(g: Game, bag: list[str]) -> None:
    if "huntsman" not in bag or "damsel" in bag or "damsel" not in g.script.chars:
        return
    swappable = [i for i, c in enumerate(bag) if g.team(c) in ("townsfolk", "outsider")
                 and c != "huntsman" and not hook(c, "setup_counts")
                 and not hook(c, "setup_bag")  # not a token that brought another
                 and not (c == "king" and "choirboy" in bag)]
    if not swappable:
        raise Unplayable("no token for the Huntsman's Damsel to replace")
    bag[g.rng.choice(swappable)] = "damsel"


def wakes(g: Game, s: int) -> bool:
    """Woken each night while alive and the once-per-game choice is unused."""
    return g.alive(s) and not g.seats[s].marks.get("huntsman")


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("huntsman"):
        return
    g.woke_tonight.add(s)
    if g.rng.random() >= USE:
        return
    t = g.rng.choice([i for i in range(g.n) if g.alive(i)])
    seat.marks["huntsman"] = True
    g.report(s, "huntsman", g.name(t))
    if g.works(s, "huntsman") and g.seats[t].char == "damsel":
        held = {x.char for x in g.seats}
        options = [c for c in g.script.chars if g.team(c) == "townsfolk" and c not in held]
        if options:
            g.become(t, g.rng.choice(options))


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant says they used it once, on some night."""
    seat = g.seats[s]
    if "huntsman_bluff" not in seat.marks:
        nights = [k for k in range(1, g.last_phase[1] + 1) if seat.alive_at("night", k)]
        seat.marks["huntsman_bluff"] = g.rng.choice(nights) if nights and \
            g.rng.random() < 0.5 else 0
    return n == seat.marks["huntsman_bluff"]
