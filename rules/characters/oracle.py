"""Oracle: "Each night*, you learn how many dead players are evil."

Counted after tonight's deaths so far (the Oracle acts after the Demon), with
registration: a dead Recluse may count as evil, a dead Spy as good.
"""

from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import all_of, count_is, negate


class Oracle(Rule):
    id = "oracle"
    ability = "Each night*, you learn how many dead players are evil."
    payload = Number(0, 20)
    payload_doc = "N: dead players who are evil"
    wakes_on = "other"

    def info(self, w, seat, payload, step):
        check = w.check()
        dead_evil = [all_of([negate(w.state.alive[s]), check.evil(s)]) for s in range(w.n)]
        return count_is([x for x in dead_evil], payload)


RULE = Oracle()
