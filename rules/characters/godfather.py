"""Godfather: "You start knowing which Outsiders are in play. If 1 died today,
choose a player tonight: they die. [-1 or +1 Outsider]"

Setup has one Outsider fewer or one more (the Storyteller's choice). If an
Outsider died during the day (by execution or otherwise, as in How to Run;
night deaths do not count), that night the Godfather, alive, sober and
healthy, chooses a player who dies: one kill however many Outsiders died.
The Godfather wakes on the first night and on such nights only.
"""

from z3 import And, Not

from rules.demonkill import choose_target
from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Godfather(Rule):
    id = "godfather"
    ability = ("You start knowing which Outsiders are in play. If 1 died today, choose a "
               "player tonight: they die. [-1 or +1 Outsider]")
    payload = Player()
    payload_doc = "P: the player chosen to die (after an Outsider died by day)"
    is_choice = True
    wakes_on = "each"
    kills_at_night = True

    def setup(self, w):
        more = w.fresh("godfather_plus_outsider")
        here = w.in_play(self.id, w.start_state)
        w.modify_counts(And(here, more), outsider=+1, townsfolk=-1)
        w.modify_counts(And(here, Not(more)), outsider=-1, townsfolk=+1)

    def on_death(self, w, dying):
        if w.step.time.kind != "day":
            return
        key = ("godfather_outsider_died", w.step.time.n)
        died = any_of([all_of([d, w.is_team(s, "outsider")]) for s, d in enumerate(dying)])
        w.memo[key] = any_of([w.memo.get(key, w.false), died])

    def trigger(self, w, night):
        return w.memo.get(("godfather_outsider_died", night - 1), w.false)

    def wakes(self, w, seat, step):
        if step.time.n == 1:
            return w.state.alive[seat]
        return all_of([w.ability_alive(seat), self.trigger(w, step.time.n)])

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        target = choose_target(w, f"godfather_n{n}")
        w.memo[("godfather", n)] = target
        w.chosen([all_of([w.ability_alive(s), w.is_(s, self.id), self.trigger(w, n)])
                  for s in range(w.n)], target)
        fires = all_of([self.trigger(w, n), any_of(
            [all_of([w.ability_alive(s), w.functioning(s, self.id)]) for s in range(w.n)])])
        w.kill([all_of([fires, t, Not(w.cannot_die(s, "ability"))])
                for s, t in enumerate(target)])

    def choice(self, w, seat, payload, step):
        target = w.memo.get(("godfather", step.time.n))
        return target[w.seat(payload)] if target else w.true


RULE = Godfather()
