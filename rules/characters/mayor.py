"""Mayor: "If only 3 players live & no execution occurs, your team wins. If you
die at night, another player might die instead."

At dusk with exactly 3 alive and no execution today, the Mayor's team wins.
If the Demon's attack would kill the Mayor, the Storyteller may choose another
player instead; a dead, Soldier or Monk-protected substitute means nobody dies.
"""

from z3 import And, AtLeast, AtMost, If, Not, Or

from solver.model import all_of
from solver.rule import Rule


class Mayor(Rule):
    id = "mayor"
    in_csp_fragment = True
    ability = ("If only 3 players live & no execution occurs, your team wins. "
               "If you die at night, another player might die instead.")

    def on_demon_attack(self, w, target):
        would_die = [all_of([target[s], w.state.alive[s], w.functioning(s, self.id),
                             Not(w.safe_from_demon(s))]) for s in range(w.n)]
        hit = Or(would_die)
        bounce = w.choose("mayor_bounce", [Not(t) for t in target], optional=True)
        bounced = And(hit, Or(bounce))
        return [If(bounced, bounce[s], target[s]) for s in range(w.n)]

    def at_dusk(self, w, day, executed_today):
        if executed_today:
            return
        alive = w.state.alive
        three = And(AtLeast(*alive, 3), AtMost(*alive, 3))
        mayor = Or([And(alive[s], w.functioning(s, self.id)) for s in range(w.n)])
        w.game_over(And(three, mayor))


RULE = Mayor()
