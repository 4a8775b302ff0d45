"""Ravenkeeper: "If you die at night, you are woken to choose a player: you
learn their character."

Woken at its place in the night order on the night it died (by the Demon or
by the Mayor's bounce); the chosen player may be dead or the Ravenkeeper.

Jinxes (Leviathan, Riot): a Ravenkeeper the Demon picks
(simulator/demonpick.py) wakes at its step, alive, and chooses a player.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demonpick
from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not wakes(g, s):
        return
    p = s if g.rng.random() < 0.03 else st.pick(g, {s}, 0.7)
    g.report(s, "ravenkeeper",
             st.told(g, s, "ravenkeeper", lambda: [g.name(p), st.register_char(g, p)]))


def anything(g: Game, s: int) -> Any:
    return [g.name(g.rng.randrange(g.n)), g.rng.choice(g.script.seated())]


def reports_on(g: Game, s: int, n: int) -> bool:
    return g.seats[s].death == ("night", n)


def false_info(g: Game, s: int, truth: list[Any]) -> list[Any]:
    """The chosen player, with a character they did not register as."""
    return [truth[0], g.rng.choice([c for c in g.script.seated() if c != truth[1]])]


def wakes(g: Game, s: int) -> bool:
    return s in g.died_tonight or demonpick.chosen(g, s, "ravenkeeper")
