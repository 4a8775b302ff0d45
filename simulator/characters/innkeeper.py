"""Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
drunk until dusk."

Each night but the first the Innkeeper chooses two different players
(alive or dead, themself too). A sober and healthy Innkeeper's two cannot
die for the rest of the night, whatever happens to the Innkeeper (only an
unstoppable kill gets through), and the Storyteller makes one of them drunk
until dusk (that ends if the Innkeeper dies).

Freedoms left out: none known.

Jinxes (Leviathan, Riot): a player a working Innkeeper chose last night,
executed on that Demon's nomination (a working one), ends the game: good wins
(simulator/demonnominates.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demonnominates
from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import CANNOT_DIE, DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s):
        return
    a = st.pick(g)
    b = st.pick(g, {a})
    g.report(s, "innkeeper", [g.name(a), g.name(b)])
    g.chosen(s, "innkeeper", a)
    g.chosen(s, "innkeeper", b)
    g.seats[s].marks["innkeeper"] = (g.night, a, b)
    if not g.works(s, "innkeeper"):
        return
    g.seats[s].marks["innkeeper_safe"] = (g.night, a, b)
    for t in (a, b):
        g.add_effect(Effect(CANNOT_DIE, t, s, "innkeeper", until=order_of("night", g.night)))
    g.add_effect(Effect(DRUNK, g.rng.choice([a, b]), s, "innkeeper",
                        until=order_of("day", g.night), while_source=True))


def on_any_execution(g: Game, holder: int, t: int) -> None:
    """Jinxes (Leviathan, Riot): a player a working Innkeeper chose last night,
    executed on that Demon's nomination, makes good win."""
    m = g.seats[holder].marks.get("innkeeper_safe")
    if m is not None and m[0] == g.day and t in m[1:] \
            and demonnominates.by_demon(g, t, "innkeeper"):
        demonnominates.ends(g, t, "innkeeper")


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Innkeeper's chosen player dies tonight."""
    m = g.seats[holder].marks.get("innkeeper")
    return (g.phase[0] == "night" and m is not None and m[0] == g.night and s in m[1:]
            and g.alive(holder) and not g.works(holder, "innkeeper"))


def anything(g: Game, s: int) -> Any:
    return [g.name(i) for i in g.rng.sample(range(g.n), 2)]


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("day", n - 1)
