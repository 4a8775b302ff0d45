"""Kazali: "Each night*, choose a player: they die. [You choose which players
are which Minions. -? to +? Outsiders]"

The Kazali picks the Minions on the first night instead of the bag ("The
Kazali chooses which players are which Minions"): it wakes then (who woke
tonight counts it) but attacks nobody; a world lists those Minions as their
starting characters, as for any Demon. The
number of Minions is the usual one; good players split between Townsfolk and
Outsiders in any way (an Outsider may have been made a Minion).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import TRUE
from rules.demonkill import chosen_by, nightly_kill


class Kazali(Rule):
    id = "kazali"
    ability = ("Each night*, choose a player: they die. "
               "[You choose which players are which Minions. -? to +? Outsiders]")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "each"
    kills_at_night = True

    def setup(self, w):
        w.free_counts(w.in_play(self.id, w.start_state), "townsfolk", "outsider")

    def act(self, w, step):
        if step.time.n > 1:  # the first night's choice is the setup's
            nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        if step.time.n == 1:
            return TRUE  # its Minions, already the world's starting characters
        return chosen_by(w, self.id, step.time.n, seat, w.seat(payload))


RULE = Kazali()
