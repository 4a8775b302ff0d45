"""Investigator: "You start knowing that 1 of 2 players is a particular Minion."

One of the two shown players is (or, for a Recluse, registers as) that Minion.
"""

from caselang.payloads import Players
from engine.rule import Rule


class Investigator(Rule):
    id = "investigator"
    in_csp_fragment = True
    ability = "You start knowing that 1 of 2 players is a particular Minion."
    payload = Players(2, char="minion")
    payload_doc = "[P1, P2, minion_id]: one of P1, P2 is that Minion"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        return w.check().one_of(payload[:2], payload[2])

    def first_night(self, view, seat, payload):
        return any(view.registers_as(view.seat(p), payload[2]) for p in payload[:2])


RULE = Investigator()
