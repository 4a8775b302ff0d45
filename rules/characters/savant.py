"""Savant: "Each day, you may visit the Storyteller to learn 2 things in private:
1 is true & 1 is false."

Each STATEMENT is read as the game stands that day (at dawn; players register
to each as to any ability, separately, or one way for both under the rule
`one_registration_per_reading`). Exactly one is true. A drunk or poisoned Savant
may hear two truths or two falsehoods. Under a working Vortox both are false:
each is information, and "Townsfolk abilities yield false info". At most one
visit a day, while alive.
"""

from caselang.payloads import Statement, Tuple
from engine.rule import Rule
from engine.statements_eval import evaluate
from engine.terms import FALSE, all_of, exactly_one, negate


class Savant(Rule):
    id = "savant"
    ability = ("Each day, you may visit the Storyteller to learn 2 things in private: "
               "1 is true & 1 is false.")
    payload = Tuple(Statement(), Statement())
    payload_doc = "[STATEMENT, STATEMENT]: what the Savant heard; exactly one is true"
    may_decline = True

    def wakes(self, w, seat, step):
        """One visit a day, while alive or dead with the ability back (a Bone
        Collector's choice lasts until dusk)."""
        visits = [i for i in w.case.players[seat].info
                  if i.ability == self.id and i.time == step.time]
        return FALSE if len(visits) > 1 else w.ability_alive(seat)

    def info(self, w, seat, payload, step):
        check = w.check()  # each statement is a detection of its own
        first, second = (evaluate(w, s, default="end", check=check.detection())
                         for s in payload)
        return exactly_one([first, second])

    def made_false(self, w, seat, payload, step):
        """Each of the two things learnt is information: made false (the Vortox's
        "Townsfolk abilities yield false info"), both are false."""
        check = w.check()
        return all_of([negate(evaluate(w, s, default="end", check=check.detection()))
                    for s in payload])


RULE = Savant()
