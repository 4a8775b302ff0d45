"""Chef: "You start knowing how many pairs of evil players there are."

Pairs are seat neighbours who both register as evil, round the circle: a run
of k evil players makes k-1 pairs. Recluse and Spy registration is the
Storyteller's choice, once per seat for the whole count.
"""

import itertools

from z3 import And, PbEq

from solver.payloads import Number
from solver.rule import Rule


class Chef(Rule):
    id = "chef"
    in_csp_fragment = True
    ability = "You start knowing how many pairs of evil players there are."
    payload = Number(0, 15)
    payload_doc = "N: pairs of neighbouring evil players"
    wakes_on = "first"

    def info(self, w, seat, payload, step):
        check = w.check()
        pairs = [And(check.evil(s), check.evil((s + 1) % w.n)) for s in range(w.n)]
        return PbEq([(p, 1) for p in pairs], payload)

    def first_night(self, view, seat, payload):
        options = [sorted(view.evil_options(s)) for s in range(view.n)]
        for evil in itertools.product(*options):
            if sum(evil[s] and evil[(s + 1) % view.n] for s in range(view.n)) == payload:
                return True
        return False


RULE = Chef()
