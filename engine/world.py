"""The world: the whole grimoire over time, as the rules see it while a case is
encoded. `World` is composed of one class per concern, each in its module:

- `constraints`: the solver, `add`, tracked claims and events, `most_true`;
- `core`: the seats, the starting variables, the state over time, the caches
  rules share (`cached`, `free_choice`, `memo`), the seating;
- `status`: reading the state (characters, the Demon, alive for an ability,
  drunk, poisoned, abilities held or believed);
- `registration`: how players register to a detection (`check`, `Check`);
- `choices`: choices of a seat or option, per holder of an ability;
- `effects`: setup counts, droisoning, protection, becoming, alignment,
  abnormal outcomes;
- `deaths`: attacks, kills, executions, nominations, resurrections, the
  game's end.

Character modules speak to the world through the names these define; the
data it is made of (`State`, `Step`, `Effect`...) is re-exported here.
"""

from __future__ import annotations

from engine.choices import Choices, Choosing
from engine.deaths import Deaths
from engine.registration import Check, Registration
from engine.state import DISABLING, Abnormal, Effect, Guard, State, Step

__all__ = ["DISABLING", "Abnormal", "Check", "Choices", "Effect", "Guard", "State", "Step",
           "World"]


class World(Deaths, Choosing, Registration):
    """The encoding of one case: solver, variables, timeline state, effects."""
