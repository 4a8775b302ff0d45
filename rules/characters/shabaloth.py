"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you
chose last night might be regurgitated."

Each night but the first the Shabaloth attacks two different players, in the
order chosen (each a Demon kill). Regurgitation brings a player back to
life, which would be public; cases have no event for it, so it is taken not
to have happened.
"""

from z3 import And, Not

from rules.demonkill import attackers, choose_target
from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Shabaloth(Rule):
    id = "shabaloth"
    ability = ("Each night*, choose 2 players: they die. "
               "A dead player you chose last night might be regurgitated.")
    payload = Player()
    payload_doc = "P: one of the two players attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        picks = [choose_target(w, f"shabaloth_n{n}_{k}") for k in range(2)]
        for s in range(w.n):
            w.add(Not(And(picks[0][s], picks[1][s])))
        w.memo[("shabaloth", n)] = picks
        awake = [all_of([w.state.alive[s], w.is_(s, self.id), Not(w.kept_asleep(s))])
                 for s in range(w.n)]
        for target in picks:
            w.chosen(awake, target)
        for target in picks:
            w.demon_attack(any_of(attackers(w, self.id)), target)

    def choice(self, w, seat, payload, step):
        p = w.seat(payload)
        return any_of([t[p] for t in w.memo[("shabaloth", step.time.n)]])


RULE = Shabaloth()
