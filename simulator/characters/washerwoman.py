"""Washerwoman: "You start knowing that 1 of 2 players is a particular Townsfolk."

First night: one of two players registers as the Townsfolk shown (a Spy may),
the other is any other player.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.info import any_pair, false_pair, pair_info
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    g.report(s, "washerwoman", told(g, s, "washerwoman", lambda: pair_info(g, s, "townsfolk")))


def anything(g: Game, s: int) -> Any:
    return any_pair(g, s, "townsfolk")


def false_info(g: Game, s: int, truth: Any) -> list[Any] | None:
    return false_pair(g, s, "townsfolk")
