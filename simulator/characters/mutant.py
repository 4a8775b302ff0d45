"""Mutant: "If you are "mad" about being an Outsider, you might be executed."

A good Mutant decides at the first dawn whether to honour the madness: one
alive at the end of the case, and never changed, then claims any Townsfolk
for the whole case (with made-up reports); not honouring, they claim the
Mutant, and at any dawn the Storyteller may execute them (an `executed`
event with no nomination). A Mutant dead by the end claims the Mutant
(nothing left to fear).

Freedoms left out: a Mutant claiming a Minion or Demon; the Storyteller's
execution of a Mutant later in the day or at night; see `simulator.madness`
for the solver's narrowings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import madness

if TYPE_CHECKING:
    from simulator.loop import Game

HONOUR = 0.5
EXECUTE = 0.05  # a dawn's chance that the Storyteller executes a Mutant claiming the Mutant


def at_dawn(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.evil or not g.alive(s) or not g.works(s, "mutant"):
        return
    first = "mutant" not in seat.marks
    honours = seat.marks.setdefault("mutant", g.rng.random() < HONOUR)
    if first and not honours:
        g.freedom("madness_broken")
    if not honours and g.executed_today is None and g.rng.random() < EXECUTE:
        g.freedom("madness_execution")
        g.event(executed=g.name(s))
        g.execute(s)


def at_end(g: Game, s: int) -> None:
    seat = g.seats[s]
    if (seat.char != "mutant" or seat.start != "mutant" or not seat.alive
            or seat.evil or seat.changes or seat.marks.get("mad_claim")
            or not seat.marks.get("mutant", g.rng.random() < HONOUR)):
        return
    madness.claim_instead(g, s, g.rng.choice(g.script.of("townsfolk")), "mutant")
