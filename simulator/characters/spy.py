"""Spy: "Each night, you see the Grimoire. You might register as good & as a
Townsfolk or Outsider, even if dead."

At each detection, a sober, healthy Spy may register as good or evil, and as
itself or any Townsfolk or Outsider of the script. Seeing the Grimoire
leaves nothing in a case. Jinx (Poppy Grower): "If the Poppy Grower has
their ability, the Spy does not see the Grimoire": with nothing to see, the
Spy is sometimes not woken then (drawn once a night; a Chambermaid counts
what was drawn).

Freedoms left out: Townsfolk and Outsiders off the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.state import REGAINED

if TYPE_CHECKING:
    from simulator.loop import Game

LEFT_ASLEEP = 0.5  # with the Poppy Grower's jinx in effect


def registers(g: Game, s: int) -> tuple[list[str], list[bool]]:
    return [*g.script.of("townsfolk"), *g.script.of("outsider")], [False]


def wakes(g: Game, s: int) -> bool:
    """Woken as by default, unless the Poppy Grower jinx leaves it asleep."""
    if not (g.has_ability(s) or g.seats[s].lives_on or g.effects_on(s, REGAINED)):
        return False
    if not g.jinxed("spy", "poppygrower") or not any(
            g.alive(i) and "poppygrower" in x.abilities() for i, x in enumerate(g.seats)):
        return True
    drawn = g.seats[s].marks.setdefault("spy_asleep", {})
    if g.night not in drawn:
        drawn[g.night] = g.rng.random() < LEFT_ASLEEP
        if drawn[g.night]:
            g.freedom("spy_not_woken")
    return not drawn[g.night]
