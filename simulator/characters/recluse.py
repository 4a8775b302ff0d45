"""Recluse: "You might register as evil & as a Minion or Demon, even if dead."

At each detection, a sober, healthy Recluse may register as good or evil,
and as itself or any Minion or Demon of the script, the two drawn
separately.

Freedoms left out: Minions and Demons off the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def registers(g: Game, s: int) -> tuple[list[str], list[bool]]:
    return [*g.script.of("minion"), *g.script.of("demon")], [True]
