"""Clockmaker: "You start knowing how many steps from the Demon to its nearest Minion."

The distance counts seats round the circle, the shorter way, from the Demon to
the Minion nearest it (an adjacent Minion is 1 step); dead players still count
as seats. Registration applies: a Recluse may register as the Demon or a
Minion (one of the two at most), a Spy as no Minion. With two Demons, the
nearest pair counts.
"""

import itertools

from z3 import And, Not, Or

from solver.payloads import Number
from solver.rule import Rule


def distance(n: int, a: int, b: int) -> int:
    d = abs(a - b) % n
    return min(d, n - d)


class Clockmaker(Rule):
    id = "clockmaker"
    in_csp_fragment = True
    ability = "You start knowing how many steps from the Demon to its nearest Minion."
    payload = Number(1, 10)
    payload_doc = "N: steps from the Demon to its nearest Minion"
    wakes_on = "first"

    def info(self, w, seat, payload, step):
        check = w.check()
        demon = [check.team(s, "demon") for s in range(w.n)]
        minion = [check.team(s, "minion") for s in range(w.n)]
        pairs = [(d, m) for d in range(w.n) for m in range(w.n) if d != m]
        at = [And(demon[d], minion[m]) for d, m in pairs if distance(w.n, d, m) == payload]
        nearer = [And(demon[d], minion[m]) for d, m in pairs if distance(w.n, d, m) < payload]
        one_role = [Not(And(demon[s], minion[s])) for s in range(w.n)]
        return And(Or(at) if at else w.false, Not(Or(nearer)) if nearer else w.true, *one_role)

    def first_night(self, view, seat, payload):
        teams = [sorted(view.team_options(s)) for s in range(view.n)]
        for choice in itertools.product(*teams):
            demons = [s for s, t in enumerate(choice) if t == "demon"]
            minions = [s for s, t in enumerate(choice) if t == "minion"]
            dists = [distance(view.n, d, m) for d in demons for m in minions if d != m]
            if dists and min(dists) == payload:
                return True
        return False


RULE = Clockmaker()
