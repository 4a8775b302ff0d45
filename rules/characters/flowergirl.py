"""Flowergirl: "Each night*, you learn if a Demon voted today."

"Today" is the day just ended. Votes come from the case's `{day: N, voted:
[...]}` events (each lists who had voted so far that day); a voter counts if
they register as a Demon when the list is given (a Recluse may, a dead Demon
voting with its ghost vote does). With no `voted` event that day the votes are
unknown and any answer fits, also a false one (the Vortox).
"""

from caselang.payloads import Flag
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import any_of, negate


class Flowergirl(Rule):
    id = "flowergirl"
    ability = "Each night*, you learn if a Demon voted today."
    payload = Flag()
    payload_doc = "yes/no: whether a Demon voted during the day just ended"
    wakes_on = "other"

    def info(self, w, seat, payload, step):
        day = step.time.n - 1
        voted = [(e, st) for e_step, st in w.snapshots
                 for e in [e_step.event] if e is not None and e.kind == "voted"
                 and e.time.kind == "day" and e.time.n == day]
        if not voted:  # a fact the case does not record: either answer, true or false
            yes = w.free_choice(f"demon_voted_d{day}")
            return yes if payload else negate(yes)
        demon_voted = []
        for event, state in voted:
            with at_state(w, state):
                check = w.check()
                demon_voted += [check.team(w.seat(p), "demon") for p in event.subject]
        yes = any_of(demon_voted)
        return yes if payload else negate(yes)


RULE = Flowergirl()
