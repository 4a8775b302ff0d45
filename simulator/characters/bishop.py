"""Bishop (Traveller): "Only the Storyteller can nominate. At least 1 opposing
player must be nominated each day."

While the Bishop lives with a working ability, no player nominates.

Freedoms left out: the Storyteller's own nominations (and their votes and
executions) are not played, so such a day has no execution by vote; the
case records none of them either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def forbids_nominating(g: Game, holder: int, s: int) -> bool | None:
    return True if g.alive(holder) and g.works(holder, "bishop") else None
