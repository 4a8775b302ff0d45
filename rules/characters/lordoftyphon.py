"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters
are in a line. You are in the middle. +1 Minion. -? to +? Outsiders]"

At setup the evil players sit in one unbroken line with the Lord of Typhon
not at either end (both its neighbours are evil); Travellers sit outside the
line or in it, as the Storyteller's setup allows; there is one more Minion,
and any split of the good players between Townsfolk and Outsiders. A Lord of
Typhon made during the game need not be in a line.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, negate
from rules.demonkill import nightly_kill


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
        # Travellers do not break the line nor need to be in it ("Evil Travellers
        # and Evil Townsfolk may be part of the line, but do not have to be"): the
        # line is of the players from the bag, in seat order skipping Travellers,
        # and an evil Traveller beside the Lord of Typhon may be its neighbour.
        seats = w.bag_seats
        k = len(seats)
        evil = [st.evil[s] for s in seats]
        for i, s in enumerate(seats):
            sides = [any_of([evil[(i + d) % k], self.evil_traveller(w, (s + d) % w.n)])
                     for d in (-1, 1)]
            w.add(implies(w.start[s][self.id], all_of(sides)))
        line_ends = [all_of([evil[i], negate(evil[(i + 1) % k])]) for i in range(k)]
        w.add(implies(when, exactly_one(line_ends)))

    @staticmethod
    def evil_traveller(w, seat):
        """The seat is a Traveller in the game and evil at setup."""
        return w.start_state.evil[seat] if seat in w.travellers else FALSE

    def act(self, w, step):
        nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        return w.memo[(self.id, step.time.n)][w.seat(payload)]


RULE = LordOfTyphon()
