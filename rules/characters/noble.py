"""Noble: "You start knowing 3 players, 1 and only 1 of which is evil."

Exactly one of the three registers as evil (a Recluse may, a Spy may not): two
good and one evil, never two or three evil. "If a Noble is created mid-game,
the Noble learns their information on their first night" (`own_first_night`,
as for every "You start knowing" ability a player may gain later: the Barber's
"they gain the new ability, even if it was a 'you start knowing' ability").
"""

import itertools

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import count_is


class Noble(Rule):
    id = "noble"
    in_csp_fragment = True
    ability = "You start knowing 3 players, 1 and only 1 of which is evil."
    payload = Players(3)
    payload_doc = "[P1, P2, P3]: exactly one of them is evil"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check()
        return count_is([check.evil(w.seat(p)) for p in payload], 1)

    def first_night(self, view, seat, payload):
        options = [sorted(view.evil_options(view.seat(p))) for p in payload]
        return any(sum(evil) == 1 for evil in itertools.product(*options))


RULE = Noble()
