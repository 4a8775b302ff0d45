"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters
are in a line. You are in the middle. +1 Minion. -? to +? Outsiders]"

At setup the evil players sit in one unbroken line with the Lord of Typhon
not at either end (both its neighbours are evil); there is one more Minion,
and any split of the good players between Townsfolk and Outsiders. A Lord of
Typhon made during the game need not be in a line.
"""

from z3 import And, Implies, Not, PbEq

from rules.demonkill import nightly_kill
from solver.payloads import Player
from solver.rule import Rule


class LordOfTyphon(Rule):
    id = "lordoftyphon"
    ability = ("Each night*, choose a player: they die. [Evil characters are in a line. "
               "You are in the middle. +1 Minion. -? to +? Outsiders]")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def setup(self, w):
        st = w.start_state
        when = w.in_play(self.id, st)
        w.modify_counts(when, minion=+1, townsfolk=-1)
        w.free_counts(when, "townsfolk", "outsider")
        evil = st.evil
        for s in range(w.n):
            w.add(Implies(w.start[s][self.id],
                          And(evil[(s - 1) % w.n], evil[(s + 1) % w.n])))
        line_ends = [(And(evil[s], Not(evil[(s + 1) % w.n])), 1) for s in range(w.n)]
        w.add(Implies(when, PbEq(line_ends, 1)))

    def act(self, w, step):
        nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        return w.memo[(self.id, step.time.n)][w.seat(payload)]


RULE = LordOfTyphon()
