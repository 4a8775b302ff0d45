"""Flowergirl: "Each night*, you learn if a Demon voted today."

"Today" is the day just ended. Votes come from the case's `{day: N, voted:
[...]}` events (each lists who had voted so far that day); a voter counts if
they register as a Demon when the list is given (a Recluse may, a dead Demon
voting with its ghost vote does). With no `voted` event that day, the
`voters` of the day's nominations are votes known to have been cast (each
voter checked as the nomination is made, before its execution; votes to exile
a Traveller are left out: the text does not settle whether they count, and
leaving them out keeps every world; so is a Cult Leader's cult, whose vote is
run "in the same way that you would for an Exile"), and a vote no nomination
lists may have been cast too: a Demon among the listed voters makes the answer
"yes"; otherwise any answer fits, also a false one (the Vortox). Under
`rules: {nominations_complete: true}`, when each of the day's votes lists its
`voters` (or has `votes: 0`, with no Thief in the game), no vote went
unrecorded: the answer is exactly whether a Demon was among them.
"""

from caselang.case import Time
from caselang.payloads import Flag
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import FALSE, any_of, negate


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
                      and "voters" in e_step.event.fields
                      and e_step.event.kind in ("nominated", "executed")
                      and e_step.event.time.kind == "day"
                      and e_step.event.time.n == day]
            unlisted = FALSE if every_vote_listed(w, day) else w.free_choice(f"demon_voted_d{day}")
            yes = any_of([unlisted,
                          *demon_among(w, [(e.fields["voters"], st) for e, st in before])])
            return yes if payload else negate(yes)
        yes = any_of(demon_among(w, [(e.subject, st) for e, st in voted]))
        return yes if payload else negate(yes)


def every_vote_listed(w, day: int) -> bool:
    """No vote of the day is missing from the case: every nomination is recorded
    (`nominations_complete`) and each nominee's vote (a nomination's, an
    execution's, whoever nominated) lists its `voters`, or has `votes: 0`:
    nobody, as each vote counts one while no Thief's negative vote may cancel
    another ("their vote counts negatively"). A day with an exile or a cult
    (whose vote may count) or a nomination of an unknown player is not closed."""
    if not w.rule_flags.get("nominations_complete"):
        return False
    events = [e for e in w.case.events if e.time == Time("day", day)]
    if any(e.kind == "exiled" or e.fields.get("after_nominating") is True
           or ("voters" in e.fields and e.kind not in ("nominated", "executed"))
           for e in events):
        return False  # an exile's or a cult's vote may count; a nominee unknown
    nominees, listed = set(), set()
    for e in events:
        named = [e.nomination()[0]] if e.nomination() is not None else []
        if e.kind == "executed":
            named += [e.subject, *[e.fields[k] for k in ("instead_of",) if k in e.fields]]
        nominees.update(named)
        if e.kind in ("nominated", "executed") and (
                "voters" in e.fields
                or (e.fields.get("votes") == 0 and not w.traveller_seats("thief"))):
            listed.update(named)
    return nominees <= listed


def demon_among(w, lists) -> list:
    """For each (players, state): each player registers as a Demon then."""
    demon_voted = []
    for players, state in lists:
        with at_state(w, state):
            check = w.check()
            demon_voted += [check.team(w.seat(p), "demon") for p in players]
    return demon_voted


RULE = Flowergirl()
