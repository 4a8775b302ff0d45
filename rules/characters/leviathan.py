"""Leviathan: "If more than 1 good player is executed, evil wins. All players
know you are in play. After day 5, evil wins."

The Leviathan never wakes and kills nobody. While it is alive, sober and
healthy, the game ends with an evil win as soon as a second good player is
executed (executions that do not kill count; alignment is read at the
execution), and at the end of day 5.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of, at_least


class Leviathan(Rule):
    id = "leviathan"
    ability = ("If more than 1 good player is executed, evil wins. "
               "All players know you are in play. After day 5, evil wins.")

    def working(self, w):
        return any_of([all_of([w.state.alive[s], w.functioning(s, self.id)])
                         for s in range(w.n)])

    def on_execution(self, w, seat, died):
        goods = w.memo.setdefault("leviathan_good_executed", [])
        goods.append(w.good(seat))
        if len(goods) >= 2:
            w.game_over(all_of([at_least(goods, 2), self.working(w)]))

    def at_dusk(self, w, day, executed_today):
        if day >= 5:
            w.game_over(self.working(w))


RULE = Leviathan()
