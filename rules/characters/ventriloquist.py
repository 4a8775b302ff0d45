"""Ventriloquist (Loric): "If a player is mad as a fresh character during
their nomination, they might not die if executed today."

Whether a nominee was mad as a fresh character is the table's performance
and the Storyteller's judgement, and the case does not record it: with the
Ventriloquist in play any player executed by day might not die, the
Storyteller's choice (`{day: N, executed: P, died: false}`). An execution
recorded as a death is a death. Madness itself constrains nothing.
"""

from engine.rule import Rule
from engine.terms import FALSE


class Ventriloquist(Rule):
    id = "ventriloquist"
    ability = ("If a player is mad as a fresh character during their nomination, they might "
               "not die if executed today.")
    constrains = ("an executed player may survive (died: false), the Storyteller's choice; "
                  "the madness is not read")

    def cannot_die(self, w, seat, cause):
        if cause != "execution" or self.id not in w.case.fabled or w.step.time.kind != "day":
            return FALSE
        return w.free_choice(f"ventriloquist_spares_d{w.step.time.n}_{seat}")


RULE = Ventriloquist()
