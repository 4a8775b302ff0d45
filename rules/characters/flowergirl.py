"""Flowergirl: "Each night*, you learn if a Demon voted today."

"Today" is the day just ended. Votes come from the case's `{day: N, voted:
[...]}` events (each lists who had voted so far that day); a voter counts if
they register as a Demon when the list is given (a Recluse may, a dead Demon
voting with its ghost vote does). With no `voted` event that day, the
`voters` of the day's nominations are votes known to have been cast (each
voter checked as the nomination is made, before its execution; votes to exile
a Traveller are left out: the text does not settle whether they count, and
leaving them out keeps every world), and a vote no nomination lists may have been cast too:
a Demon among the listed voters makes the answer "yes"; otherwise any answer
fits, also a false one (the Vortox).
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
        if not voted:  # the listed voters, and any votes the case does not record
            before = [(e_step.event, w.snapshots[k - 1][1])  # votes come before the execution
                      for k, (e_step, _) in enumerate(w.snapshots) if k and e_step.event
                      and "voters" in e_step.event.fields and e_step.event.kind != "exiled"
                      and e_step.event.time.kind == "day"
                      and e_step.event.time.n == day]
            yes = any_of([w.free_choice(f"demon_voted_d{day}"),
                          *demon_among(w, [(e.fields["voters"], st) for e, st in before])])
            return yes if payload else negate(yes)
        yes = any_of(demon_among(w, [(e.subject, st) for e, st in voted]))
        return yes if payload else negate(yes)


def demon_among(w, lists) -> list:
    """For each (players, state): each player registers as a Demon then."""
    demon_voted = []
    for players, state in lists:
        with at_state(w, state):
            check = w.check()
            demon_voted += [check.team(w.seat(p), "demon") for p in players]
    return demon_voted


RULE = Flowergirl()
