"""Toymaker (Fabled): "The Demon may choose not to attack & must do this at
least once per game. Evil players get normal starting info."

With the Toymaker in play (the case's `fabled:`), on any night but the first
each Demon may not attack: the Storyteller's night sheet does not wake it
then ("do not wake the Demon"), so it kills nobody and does not count as
woken (as a Demon an Exorcist chose). Whether it attacks is free each
night. "At least once per game" is not enforced: a case may stop before the
game ends, and the night without an attack may be one still to come.
Evil players' starting information is evil information: no constraint.

Not covered: a Demon whose kill is not its own waking (Lil' Monsta's, made by
its babysitter) still attacks.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of


class Toymaker(Rule):
    id = "toymaker"
    ability = ("The Demon may choose not to attack & must do this at least once per game. "
               "Evil players get normal starting info.")
    constrains = "nothing is required: each night but the first, each Demon may not attack"

    def keeps_asleep(self, w, seat):
        time = w.step.time
        if self.id not in w.case.fabled or time.kind != "night" or time.n == 1:
            return FALSE
        return all_of([w.free_choice(f"toymaker_rests_{seat}_n{time.n}"), w.is_team(seat, "demon")])


RULE = Toymaker()
