"""Farmer: "When you die at night, an alive good player becomes a Farmer."

A Farmer whose ability works when they die at night (any cause) is noted; at
the Farmer's step that night the Storyteller makes a living good player (not
a Traveller) the Farmer, if any lives. A Farmer executed, or drunk or
poisoned when dying, makes nobody a Farmer.

Freedoms left out: a Farmer dying later in the night than the Farmer's step,
or on the first night (no Farmer step), makes no new Farmer (as the solver).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def on_death(g: Game, s: int, cause: str) -> None:
    if g.phase[0] == "night" and g.works(s, "farmer"):
        g.marks.setdefault("farmer_died", []).append((g.night, s))


def before_step(g: Game, s: int, char: str) -> None:
    if char != "farmer" or (g.night, s) not in g.marks.get("farmer_died", []):
        return
    g.marks["farmer_died"].remove((g.night, s))
    good = [t for t, x in enumerate(g.seats) if x.alive and not x.evil and not x.traveller]
    if good:
        g.become(g.rng.choice(good), "farmer")


def wakes(g: Game, s: int) -> bool:
    """Nobody wakes for the Farmer's own step: the new Farmer is woken by the
    dying Farmer's ability, not their own (a Chambermaid does not count it)."""
    return False
