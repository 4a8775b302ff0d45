"""Chef: "You start knowing how many pairs of evil players there are."

Neighbouring seats, dead or alive, that both register as evil. Each pair is
a detection of its own, so a Recluse or Spy registers afresh for each of its
two pairs ("Whenever the Recluse's alignment is detected, the Storyteller
chooses").

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_evil, told

if TYPE_CHECKING:
    from simulator.loop import Game


def truth(g: Game) -> int:
    return sum(register_evil(g, i) and register_evil(g, (i + 1) % g.n) for i in range(g.n))


def night(g: Game, s: int) -> None:
    g.report(s, "chef", told(g, s, "chef", lambda: truth(g)))


def anything(g: Game, s: int) -> Any:
    """Any count from 0 to the number of evil players (a ring of them)."""
    evil = sum(x.evil for x in g.seats)
    return g.rng.choice([0, 0, 1, 1, *range(2, max(evil, 3) + 1)])


def false_info(g: Game, s: int, truth: int) -> int:
    """Any other count of pairs."""
    evil = sum(x.evil for x in g.seats)
    return g.rng.choice([k for k in range(max(evil, 3) + 1) if k != truth])
