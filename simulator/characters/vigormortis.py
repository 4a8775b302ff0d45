"""Vigormortis: "Each night*, choose a player: they die. Minions you kill
keep their ability & poison 1 Townsfolk neighbour. [-1 Outsider]"

Setup: one fewer Outsider, one more Townsfolk (none to remove: no change).
The kill as for every Demon (`simulator.demons`). A Minion it kills keeps
its ability while dead, and one of its two nearest Townsfolk (alive or
dead, the Storyteller's pick) is poisoned; both last while that Vigormortis
lives and is still the Vigormortis.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    if counts["outsider"]:
        counts["outsider"] -= 1
        counts["townsfolk"] += 1


def night(g: Game, s: int) -> None:
    t = demons.chosen(g, s, "vigormortis")
    if t is None or demons.fails(g, s, t, "vigormortis"):
        return
    if demons.attack(g, s, t) and g.team(g.seats[t].char) == "minion":
        near = demons.townsfolk_neighbours(g, t)
        p = g.rng.choice(near) if near else None
        g.marks.setdefault("vigormortis", {})[t] = (s, p)
        g.note(vigormortis_minion=g.name(t), poisons=g.name(p) if p is not None else None)


def kept(g: Game, s: int) -> dict[int, int | None]:
    if not g.alive(s) or g.seats[s].char != "vigormortis":
        return {}
    return {m: p for m, (v, p) in g.marks.get("vigormortis", {}).items() if v == s}


def keeps_dead(g: Game, s: int, dead: int) -> bool:
    return dead in kept(g, s)


def droisons(g: Game, s: int) -> list[int]:
    return [p for p in kept(g, s).values() if p is not None]
