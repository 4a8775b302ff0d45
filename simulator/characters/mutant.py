"""Mutant: "If you are "mad" about being an Outsider, you might be executed."

A good Mutant alive at the end of the case, and never changed, claims any
Townsfolk for the whole case (with made-up reports) or, not honouring the
madness, the Mutant; a Mutant dead by the end claims the Mutant (nothing
left to fear). Executions for madness are ordinary executions (the loop's
votes).

Freedoms left out: a Mutant claiming a Minion or Demon; the Storyteller's
execution of a Mutant outside nominations or at night; see
`simulator.madness` for the solver's narrowings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import madness

if TYPE_CHECKING:
    from simulator.loop import Game

HONOUR = 0.5


def at_end(g: Game, s: int) -> None:
    seat = g.seats[s]
    if (seat.char != "mutant" or seat.start != "mutant" or not seat.alive
            or seat.evil or seat.changes or seat.marks.get("mad_claim")
            or g.rng.random() >= HONOUR):
        return
    madness.claim_instead(g, s, g.rng.choice(g.script.of("townsfolk")), "mutant")
