"""Choirboy: "If the Demon kills the King, you learn which player is the Demon.
[+the King]"

Setup: a Choirboy drawn into the bag brings the King (if on the script) in
place of another Townsfolk (with no other Townsfolk token the setup is
redrawn). At its step, the living Choirboy wakes on a night
the Demon's attack killed the King and is shown the Demon that killed them;
false (drunk, poisoned, the Vortox): a player who may not register as a
Demon.

Freedoms left out: the Demon now rather than the killer after a Barber's swap
(the solver allows either).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.characters import hook
from simulator.game import Unplayable
from simulator.storyteller import register_options, told

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_bag(g: Game, bag: list[str]) -> None:
    if "choirboy" not in bag or "king" in bag or "king" not in g.script.chars:
        return
    swappable = [i for i, c in enumerate(bag) if g.team(c) == "townsfolk"
                 and c != "choirboy" and not hook(c, "setup_counts")
                 and not hook(c, "setup_bag")]  # not a token that brought another
    if not swappable:
        raise Unplayable("no Townsfolk token for the Choirboy's King to replace")
    bag[g.rng.choice(swappable)] = "king"


def _killer(g: Game) -> int | None:
    """The Demon who killed the King tonight, if one did."""
    for k in g.died_tonight:
        seat = g.seats[k]
        if seat.char == "king" and seat.cause == "demon":
            return seat.marks.get("killed_by")
    return None


def wakes(g: Game, s: int) -> bool:
    """Woken only on a night the Demon killed the King, while alive."""
    return g.alive(s) and any(g.seats[k].char == "king" and g.seats[k].cause == "demon"
                              for k in g.died_tonight)


def night(g: Game, s: int) -> None:
    if not wakes(g, s):
        return
    demon = _killer(g)
    answer = told(g, s, "choirboy", lambda: None if demon is None else g.name(demon))
    if answer is not None:
        g.report(s, "choirboy", answer)


def false_info(g: Game, s: int, truth: str | None) -> str | None:
    pool = [i for i in range(g.n)
            if not any(g.team(c) == "demon" for c in register_options(g, i)[0])]
    return g.name(g.rng.choice(pool)) if pool else None


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("night", n) and any(
        x.char == "king" and x.death == ("night", n) and x.cause == "demon" for x in g.seats)
