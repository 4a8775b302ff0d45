"""Steward: "You start knowing 1 good player."

The player shown registers as good (a Spy may, a Recluse may not).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import negate


class Steward(Rule):
    id = "steward"
    in_csp_fragment = True
    ability = "You start knowing 1 good player."
    payload = Player()
    payload_doc = "P: a good player"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        return negate(w.check().evil(w.seat(payload)))

    def first_night(self, view, seat, payload):
        return False in view.evil_options(view.seat(payload))


RULE = Steward()
