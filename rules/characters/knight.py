"""Knight: "You start knowing 2 players that are not the Demon."

Neither of the two registers as the Demon (a Recluse might, so might not be
shown; the Storyteller decides).
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import all_of, negate


class Knight(Rule):
    id = "knight"
    in_csp_fragment = True
    ability = "You start knowing 2 players that are not the Demon."
    payload = Players(2)
    payload_doc = "[P1, P2]: neither is the Demon"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check()
        return all_of([negate(check.team(w.seat(p), "demon")) for p in payload])

    def first_night(self, view, seat, payload):
        return all(view.team_options(view.seat(p)) != {"demon"} for p in payload)


RULE = Knight()
