"""Choirboy: "If the Demon kills the King, you learn which player is the Demon.
[+the King]"

Setup: a Choirboy in play brings the King into play ("[+the King]": the King
takes a Townsfolk's place in the bag, so no count changes). A Drunk who
believes they are the Choirboy is no Choirboy token, so brings no King. The
King must be on the script for this (the official script tool pairs them); on
a script without the King nothing is required.

The Choirboy, alive, wakes on a night a Demon's attack killed the King (the
player who was the King when the attack landed: not a Drunk who believed it,
nor a death by another cause) and learns a player who registers as the Demon
(a Recluse may). When the Demon's character moved before the Choirboy wakes
(a Barber's swap), the text does not say whether "the Demon" is the killer or
the Demon now, so either, by the reading the Storyteller chooses (as the
Sage's). A report on a night the King was not killed by the Demon is
impossible for a player it binds.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of, any_of, implies, is_const, negate


class Choirboy(Rule):
    id = "choirboy"
    ability = "If the Demon kills the King, you learn which player is the Demon. [+the King]"
    payload = Player()
    payload_doc = "P: the Demon, shown on the night the Demon killed the King"
    wakes_on = "other"

    def setup(self, w):
        if "king" in w.script:
            here = w.in_play(self.id, w.start_state)
            w.add(implies(all_of([here, w.setup_rules_kept()]), w.in_play("king", w.start_state)))

    def on_demon_kill(self, w, dies):
        """Keep each of tonight's Demon kills with the state it landed in."""
        time = w.step.time
        w.memo.setdefault(("choirboy_kills", time.kind, time.n), []).append((dies, w.state))

    def kills(self, w, step):
        return w.memo.get(("choirboy_kills", "night", step.time.n), [])

    def wakes(self, w, seat, step):
        king_killed = any_of([all_of([dies[k], w.is_(k, "king", st)])
                              for dies, st in self.kills(w, step) for k in range(w.n)])
        return all_of([w.ability_alive(seat), king_killed])

    def info(self, w, seat, payload, step):
        shown = w.seat(payload)
        now = w.check().team(shown, "demon")
        killer = any_of([all_of([dies[k], w.is_(k, "king", st), w.is_team(shown, "demon", st)])
                         for dies, st in self.kills(w, step) for k in range(w.n)])
        if is_const(killer, False):
            return now
        # The Storyteller's reading, so that information that must be false (a
        # Vortox's) is false by the reading chosen, not by both.
        reading = w.fresh("choirboy_reads_the_killer")
        return any_of([all_of([negate(reading), now]), all_of([reading, killer])])


RULE = Choirboy()
