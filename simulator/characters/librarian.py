"""Librarian: "You start knowing that 1 of 2 players is a particular Outsider.
(Or that zero are in play.)"

"The Drunk is an Outsider": the Drunk shows as the Drunk. `none` only when no
other player need register as an Outsider: every Outsider is a working
Recluse (who may register as a Minion or Demon instead), and a Spy may or
may not register as one.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.info import any_pair, false_pair, others, pair_info
from simulator.storyteller import register_options, told

if TYPE_CHECKING:
    from simulator.loop import Game

SAYS_NONE = 0.15  # a made-up report says zero are in play


def truth(g: Game, s: int) -> Any:
    teams = [{g.team(c) for c in register_options(g, i)[0]} for i in others(g, s)]
    must = [t for t in teams if t == {"outsider"}]
    can = [t for t in teams if "outsider" in t]
    if not can or (not must and g.rng.random() < 0.5):
        return "none"
    return pair_info(g, s, "outsider")


def night(g: Game, s: int) -> None:
    g.report(s, "librarian", told(g, s, "librarian", lambda: truth(g, s)))


def anything(g: Game, s: int) -> Any:
    return "none" if g.rng.random() < SAYS_NONE else any_pair(g, s, "outsider")


def false_info(g: Game, s: int, truth: Any) -> Any:
    """A pair neither of whom may be the Outsider shown, or `none` while some
    other player can only register as an Outsider."""
    options: list[Any] = []
    pair = false_pair(g, s, "outsider")
    if pair is not None:
        options.append(pair)
    teams = [{g.team(c) for c in register_options(g, i)[0]} for i in others(g, s)]
    if any(t == {"outsider"} for t in teams):
        options.append("none")
    return g.rng.choice(options) if options else None
