"""Spy: "Each night, you see the Grimoire. You might register as good & as a
Townsfolk or Outsider, even if dead."

At each detection, a sober, healthy Spy may register as good or evil, and as
itself or any Townsfolk or Outsider of the script. Seeing the Grimoire
leaves nothing in a case.

Freedoms left out: Townsfolk and Outsiders off the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def registers(g: Game, s: int) -> tuple[list[str], list[bool]]:
    return [*g.script.of("townsfolk"), *g.script.of("outsider")], [False]
