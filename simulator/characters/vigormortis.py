"""Vigormortis: "Each night*, choose a player: they die. Minions you kill
keep their ability & poison 1 Townsfolk neighbour. [-1 Outsider]"

Setup: one fewer Outsider, one more Townsfolk (none to remove: no change).
The kill as for every Demon (`simulator.demons`). A Minion it kills keeps
its ability while dead, and one of its two nearest Townsfolk (alive or
dead, the Storyteller's pick) is poisoned; both last while that Vigormortis
lives and is still the Vigormortis, drunk or poisoned or not (only its kill
fails then).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["outsider"] -= 1
    counts["townsfolk"] += 1


def fix_counts(g: Game, counts: dict[str, int]) -> None:
    """With every other change added, no Outsider to remove: the counts stay
    as they would be without this one."""
    if counts["outsider"] == -1:
        counts["outsider"] += 1
        counts["townsfolk"] -= 1


def night(g: Game, s: int) -> None:
    t = demons.chosen(g, s, "vigormortis")
    if t is None or demons.fails(g, s, t, "vigormortis"):
        return
    if demons.attack(g, s, t) and g.team(g.seats[t].char) == "minion":
        near = demons.townsfolk_neighbours(g, t)
        p = g.rng.choice(near) if near else None
        g.marks.setdefault("vigormortis", {})[t] = s
        g.note(vigormortis_minion=g.name(t))
        if p is not None:
            g.add_effect(Effect(POISONED, p, s, "vigormortis", while_source=True))


def keeps_ability(g: Game, s: int, dead: int) -> bool:
    return g.seats[s].char == "vigormortis" and g.marks.get("vigormortis", {}).get(dead) == s
