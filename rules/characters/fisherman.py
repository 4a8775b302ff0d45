"""Fisherman: "Once per game, during the day, visit the Storyteller for some
advice to help your team win."

Rulings (almanac): the Storyteller "chooses what piece of advice to give";
"pieces of advice are not necessarily 'facts'. They are strategy tips", and a
drunk or poisoned Fisherman "may [get] bad advice". So the advice,
`{day: N, fisherman: "execute Tim"}` (free text, or `none` for a visit whose
words are not recorded), constrains no world: even a sober Fisherman's advice
may name a good player to execute if the Storyteller believes it helps.
What is mechanical: one visit a game (How to Run: "put the No ability
reminder by the Fisherman token"; a drunk or poisoned Fisherman spends it
too), by day, while alive. A bound player reporting two visits is no
Fisherman (the second visit is not one); a Fisherman claimant reporting none
did not visit.
"""

from caselang.payloads import Text
from engine.rule import Rule
from engine.terms import FALSE


class Fisherman(Rule):
    id = "fisherman"
    ability = ("Once per game, during the day, visit the Storyteller for some advice to "
               "help your team win.")
    payload = Text()
    payload_doc = "free text or none: the advice; the Storyteller's judgement, so no constraint"
    constrains = ("one visit a game, by day, while alive; the advice is the Storyteller's "
                  "judgement and constrains no world")
    may_decline = True

    def wakes(self, w, seat, step):
        """A visit is the first reported one (the ability is then spent), by a
        living holder (one back to life since has the ability again)."""
        visits = [i.time.order() for i in w.case.uses_since_revival(seat, self.id, step.time)]
        if min(visits, default=step.time.order()) < step.time.order() or \
                visits.count(step.time.order()) > 1:
            return FALSE
        return w.ability_alive(seat)


RULE = Fisherman()
