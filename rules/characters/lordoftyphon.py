"""Lord of Typhon: "Each night*, choose a player: they die. [Evil characters
are in a line. You are in the middle. +1 Minion. -? to +? Outsiders]"

At setup the evil characters (every Minion and Demon) sit in one unbroken
line of evil players with the Lord of Typhon not at either end (both its
neighbours are in the line). "Evil Travellers and Evil Townsfolk may be part
of the line, but do not have to be": an evil good character (a Bounty
Hunter's evil Townsfolk) sits in the line or away from it, as the Storyteller
arranged. There is one more Minion, and any split of the good players between
Townsfolk and Outsiders. A Lord of Typhon made during the game need not be in
a line.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, negate
from rules.demonkill import chosen_by, nightly_kill


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
        # The Storyteller's line: every Minion and Demon in it, nobody good.
        line = [w.fresh(f"typhon_line_{s}") for s in seats]
        for s, in_line in zip(seats, line, strict=True):
            bad = any_of([w.is_team(s, "minion", st), w.is_team(s, "demon", st)])
            w.add(implies(when, implies(bad, in_line)))
            w.add(implies(in_line, st.evil[s]))
        for i, s in enumerate(seats):
            sides = [any_of([line[(i + d) % k], self.evil_traveller(w, (s + d) % w.n)])
                     for d in (-1, 1)]
            w.add(implies(w.start[s][self.id], all_of(sides)))
        line_ends = [all_of([line[i], negate(line[(i + 1) % k])]) for i in range(k)]
        w.add(implies(when, exactly_one(line_ends)))

    @staticmethod
    def evil_traveller(w, seat):
        """The seat is a Traveller in the game and evil at setup."""
        return w.start_state.evil[seat] if seat in w.travellers else FALSE

    def act(self, w, step):
        nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        return chosen_by(w, self.id, step.time.n, seat, w.seat(payload))


RULE = LordOfTyphon()
