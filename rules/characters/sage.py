"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players."

Woken on the night a Demon's attack kills the Sage (not for any other death),
and one of the two players shown registers as the Demon, read after the kill
(a Recluse may register as the Demon).
"""

from solver.payloads import Players
from solver.rule import Rule


class Sage(Rule):
    id = "sage"
    ability = "If the Demon kills you, you learn that it is 1 of 2 players."
    payload = Players(2)
    payload_doc = "[P1, P2]: one of them is the Demon who killed the Sage"
    wakes_on = "other"
    acts_while_dead = True

    def wakes(self, w, seat, step):
        return w.killed_by_demon(seat, step.time.n)

    def info(self, w, seat, payload, step):
        check = w.check()
        return w.any_of([check.team(w.seat(p), "demon") for p in payload])


RULE = Sage()
