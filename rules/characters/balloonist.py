"""Balloonist: "Each night, you learn a player of a different character type than
last night. [+0 or +1 Outsider]"

Tonight's player and the one shown last night register as different character
types (Townsfolk, Outsider, Minion, Demon, Traveller: a Traveller is a
character type too), both read now, each in a detection
of its own (a Recluse may count as a Minion or Demon, a Spy as a Townsfolk or
Outsider; shown twice, as one type and then another). The first night,
or a night after one the Balloonist did not report, asks nothing (so any player
may be shown, also as false information under the Vortox). The shown
player may be alive or dead, good or evil. Drunk or poisoned, the same type may
be shown; sober again, the type must differ from the last one shown. Setup: the
Storyteller may add an Outsider.
"""

from caselang.case import Time
from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of

TYPES = ("townsfolk", "outsider", "minion", "demon", "traveller")


class Balloonist(Rule):
    id = "balloonist"
    ability = ("Each night, you learn a player of a different character type than "
               "last night. [+0 or +1 Outsider]")
    payload = Player()
    payload_doc = "P: the player shown tonight"
    wakes_on = "each"

    def setup(self, w):
        extra = w.fresh("balloonist_outsider")
        w.modify_counts(all_of([w.in_play(self.id, w.start_state), extra]),
                        outsider=+1, townsfolk=-1)

    def info(self, w, seat, payload, step):
        last = [i.payload for i in w.case.players[seat].info
                if i.ability == self.id and i.time == Time("night", step.time.n - 1)]
        if not last:  # nothing to differ from, or not known: any player, even as false info
            return FALSE if w.facts_only else TRUE
        check = w.check()
        tonight, last_night = check, check.detection()
        now, before = w.seat(payload), w.seat(last[0])
        return any_of([all_of([tonight.team(now, a), last_night.team(before, b)])
                   for a in TYPES for b in TYPES if a != b])


RULE = Balloonist()
