"""Librarian: "You start knowing that 1 of 2 players is a particular Outsider.
(Or that zero are in play.)"

The Drunk shows as the Drunk. With no Outsider in play the Librarian learns
zero; a Recluse may register as a Minion and so make "zero" true, and a Spy
may register as an Outsider.
"""

from caselang.payloads import OrNone, Players
from engine.rule import Rule
from engine.terms import all_of, negate


class Librarian(Rule):
    id = "librarian"
    in_csp_fragment = True
    ability = ("You start knowing that 1 of 2 players is a particular Outsider. "
               "(Or that zero are in play.)")
    payload = OrNone(Players(2, char="outsider"))
    payload_doc = "[P1, P2, outsider_id]: one of P1, P2 is that Outsider; or none: no Outsiders"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check()
        if payload is None:
            return all_of([negate(check.team(s, "outsider")) for s in range(w.n)])
        return check.one_of(payload[:2], payload[2])

    def first_night(self, view, seat, payload):
        if payload is None:
            return all(view.team_options(s) - {"outsider"} for s in range(view.n))
        return any(view.registers_as(view.seat(p), payload[2]) for p in payload[:2])


RULE = Librarian()
