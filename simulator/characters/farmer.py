"""Farmer: "When you die at night, an alive good player becomes a Farmer."

A Farmer whose ability works when they die at night (any cause) is noted; at
the Farmer's step that night the Storyteller makes a living good player (not
a Traveller) the Farmer, if any lives. A Farmer executed, or drunk or
poisoned when dying, makes nobody a Farmer.

Jinxes (Leviathan, Riot): a Farmer the Demon picks (simulator/demonpick.py),
whose ability works, stays alive and makes another living good player a
Farmer at the Farmer's step.

Freedoms left out: a Farmer dying later in the night than the Farmer's step,
or on the first night (no Farmer step), makes no new Farmer (as the solver).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demonpick

if TYPE_CHECKING:
    from simulator.loop import Game


def on_death(g: Game, s: int, cause: str) -> None:
    if g.phase[0] == "night" and g.works(s, "farmer"):
        g.marks.setdefault("farmer_died", []).append((g.night, s))


def before_step(g: Game, s: int, char: str) -> None:
    if char != "farmer" or (g.night, s) not in g.marks.get("farmer_died", []):
        return
    g.marks["farmer_died"].remove((g.night, s))
    _heir(g, s)


def _heir(g: Game, s: int) -> None:
    """A living good player but `s` (not a Traveller) becomes a Farmer."""
    good = [t for t, x in enumerate(g.seats)
            if x.alive and not x.evil and not x.traveller and t != s]
    if good:
        g.become(g.rng.choice(good), "farmer")


def night(g: Game, s: int) -> None:
    """Jinx: picked by the Leviathan or Riot, the Farmer uses their ability."""
    if demonpick.chosen(g, s, "farmer") and g.alive(s) and g.works(s, "farmer"):
        _heir(g, s)


def wakes(g: Game, s: int) -> bool:
    """Nobody wakes for the Farmer's own step: the new Farmer is woken by the
    dying Farmer's ability, not their own (a Chambermaid does not count it)."""
    return False
