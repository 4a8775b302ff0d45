"""Assassin: "Once per game, at night*, choose a player: they die, even if for
some reason they could not."

Once per game, on a night but the first, the Assassin may choose a player,
who dies whatever protects them (Monk, Soldier, Tea Lady, Sailor...) and
even a Fool with the ability unused dies (official Assassin examples). A
Zombuul's first death is still only apparent. A drunk or
poisoned Assassin kills nobody but spends the ability. The Assassin stops
waking once the ability is used.
"""

from z3 import Implies, Not, Or

from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Assassin(Rule):
    id = "assassin"
    ability = ("Once per game, at night*, choose a player: they die, "
               "even if for some reason they could not.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        used = w.state.marks.get("assassin_used", w.false)
        w.memo[("assassin_used", n)] = used
        target = w.choose(f"assassin_n{n}", optional=True)
        w.memo[("assassin", n)] = target
        awake = any_of([self.wakes(w, s, step) for s in range(w.n)])
        w.add(Implies(Or(target), awake))
        w.chosen([all_of([self.wakes(w, s, step), w.is_(s, self.id)]) for s in range(w.n)],
                 target)
        working = any_of([all_of([self.wakes(w, s, step), w.functioning(s, self.id)])
                          for s in range(w.n)])
        # No escape either: the Fool's first death is not spared (cause=None).
        w.kill([all_of([working, t]) for t in target], cause=None)
        w.mark("assassin_used", any_of([used, Or(target)]))

    def wakes(self, w, seat, step):
        used = w.memo.get(("assassin_used", step.time.n), w.false)
        return all_of([w.ability_alive(seat), Not(used)])

    def choice(self, w, seat, payload, step):
        return w.memo[("assassin", step.time.n)][w.seat(payload)]


RULE = Assassin()
