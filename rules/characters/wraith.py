"""Wraith: "You may choose to open your eyes at night. You wake when other evil
players do."

A Minion in the bag like any other (no count change, no information, no
misregistration). What its text changes is who woke tonight (what a
Chambermaid counts): the Wraith is woken by its own ability whenever other
evil players wake, at any moment of the night, whether or not it opens its
eyes. Which other evil players woke, and whether a Storyteller wakes the
Wraith beside an evil player woken by another's ability, is the
Storyteller's running of the night: left open, so on each night a living
Wraith may or may not have woken (a free choice, read at every step of the
night as it began). A dead Wraith has no ability and does not wake.
What an awake Wraith sees is evil information: no constraint.
"""

from engine.rule import Rule
from engine.terms import all_of


class Wraith(Rule):
    id = "wraith"
    ability = "You may choose to open your eyes at night. You wake when other evil players do."
    constrains = ("who woke tonight only: a living Wraith may or may not have woken on each "
                  "night (whether other evil players woke is the Storyteller's running of "
                  "the night, left open); a dead one did not")
    wakes_on = "each"
    wakes_anytime = True

    def wakes(self, w, seat, step):
        """Woken tonight beside other evil players, or not: a free choice per night."""
        return all_of([w.ability_alive(seat), w.woke_freely(self.id, seat, step)])


RULE = Wraith()
