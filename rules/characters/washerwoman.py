"""Washerwoman: "You start knowing that 1 of 2 players is a particular Townsfolk."

The Storyteller shows two players and a Townsfolk token; one of the two
really is (or, for a Spy, registers as) that Townsfolk. Learns once only.
"""

from caselang.payloads import Players
from engine.rule import Rule


class Washerwoman(Rule):
    id = "washerwoman"
    in_csp_fragment = True
    ability = "You start knowing that 1 of 2 players is a particular Townsfolk."
    payload = Players(2, char="townsfolk")
    payload_doc = "[P1, P2, townsfolk_id]: one of P1, P2 is that Townsfolk"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        return w.check().one_of(payload[:2], payload[2])

    def first_night(self, view, seat, payload):
        return any(view.registers_as(view.seat(p), payload[2]) for p in payload[:2])


RULE = Washerwoman()
