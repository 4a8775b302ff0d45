"""Mathematician: "Each night, you learn how many players' abilities worked
abnormally (since dawn) due to another character's ability."

Counts players, not events, from dawn of the previous day (all of the game so
far on the first night) up to the Mathematician's own turn tonight, leaving out
the Mathematician. An ability worked abnormally when its information was false
although it should have been true (drunk or poisoned and told something false,
falsified by a Vortox, or a misregistration that changed the answer: the
Recluse registering as evil to the Chef), or when an ability that should have
worked did not (a poisoned Soldier killed by the Demon). A poisoned player who
happens to get true information is not counted, nor is droisoning itself.
These outcomes are recorded by the engine (engine/abnormal.py for information,
`World.abnormal` for other failures). Jinxes: the count may, or may not,
include the false information or failure of a Drunk's or Marionette's believed
ability (the Storyteller's choice).
"""

from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, count_is, is_const, negate


class Mathematician(Rule):
    id = "mathematician"
    ability = ("Each night, you learn how many players' abilities worked abnormally "
               "(since dawn) due to another character's ability.")
    payload = Number(0, 20)
    payload_doc = "N: players whose ability worked abnormally since dawn because of another's"
    wakes_on = "each"
    counts_abnormal = True
    # Encoded for every believer (engine/abnormal.py): the failure of an ability a
    # player only believes they hold may or may not count, as the jinxes say.
    jinxes = ("drunk", "marionette")

    def info(self, w, seat, payload, step):
        n = step.time.n
        since = 2 * (n - 1) if n > 1 else -10**6  # Time("day", n - 1).order()
        records = [r for r in w.abnormal_records if r.order >= since and r.seat != seat]
        counted = []
        for p in range(w.n):
            mine = [r for r in records if r.seat == p]
            if not mine:
                continue
            sure = any_of([all_of([r.cond, negate(r.optional)]) for r in mine])
            maybe = any_of([all_of([r.cond, r.optional]) for r in mine])
            if is_const(maybe, False):
                counted.append(sure)
            else:
                pick = w.fresh(f"mathematician_counts_n{n}_{p}")
                counted.append(any_of([sure, all_of([maybe, pick])]))
        return count_is([x for x in counted], payload) if counted else \
            (TRUE if payload == 0 else FALSE)


RULE = Mathematician()
