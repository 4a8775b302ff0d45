"""Investigator: "You start knowing that 1 of 2 players is a particular Minion."

First night: one of two players registers as the Minion shown (a Recluse
may), the other is any other player.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.info import any_pair, false_pair, pair_info
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    g.report(s, "investigator", told(g, s, "investigator", lambda: pair_info(g, s, "minion")))


def anything(g: Game, s: int) -> Any:
    return any_pair(g, s, "minion")


def false_info(g: Game, s: int, truth: Any) -> list[Any] | None:
    return false_pair(g, s, "minion")
