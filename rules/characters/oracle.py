"""Oracle: "Each night*, you learn how many dead players are evil."

Counted after tonight's deaths so far (the Oracle acts after the Demon), with
registration: a dead Recluse may count as evil, a dead Spy as good.
"""

from z3 import And, PbEq

from caselang.payloads import Number
from engine.rule import Rule
from engine.world import negate


class Oracle(Rule):
    id = "oracle"
    ability = "Each night*, you learn how many dead players are evil."
    payload = Number(0, 20)
    payload_doc = "N: dead players who are evil"
    wakes_on = "other"

    def info(self, w, seat, payload, step):
        check = w.check()
        dead_evil = [And(negate(w.state.alive[s]), check.evil(s)) for s in range(w.n)]
        return PbEq([(x, 1) for x in dead_evil], payload)


RULE = Oracle()
