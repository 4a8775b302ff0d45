"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how
many woke tonight due to their own ability."

Counts the chosen players who have woken tonight for their own ability by the
Chambermaid's turn (near the end of the night order); being woken by another's
ability, or a Drunk woken as the Townsfolk they think they are, does not count.
The choice is of two living players other than the Chambermaid.
"""

from z3 import PbEq

from solver.payloads import Number, Player, Tuple
from solver.rule import Rule


class Chambermaid(Rule):
    id = "chambermaid"
    ability = ("Each night, choose 2 alive players (not yourself): "
               "you learn how many woke tonight due to their own ability.")
    payload = Tuple(Player(), Player(), Number(0, 2))
    payload_doc = "[P1, P2, N]: how many of the two chosen players woke tonight for their ability"
    wakes_on = "each"

    def info(self, w, seat, payload, step):
        woke = w.memo.get(("woke", step.time.n), [w.false] * w.n)
        return PbEq([(woke[w.seat(p)], 1) for p in payload[:2]], payload[2])

    def choice(self, w, seat, payload, step):
        chosen = [w.seat(p) for p in payload[:2]]
        if seat in chosen:
            return w.false
        return w.all_of([w.state.alive[p] for p in chosen])


RULE = Chambermaid()
