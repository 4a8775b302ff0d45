"""Minstrel: "When a Minion dies by execution, all other players (except
Travellers) are drunk until dusk tomorrow."

If a Minion is executed and dies while the Minstrel is alive (or dead with
the ability back: a Bone Collector's choice), sober and healthy, every other
player but Travellers is drunk at once until dusk of the next day (even if the
Minstrel dies meanwhile). An executed Minion who survives, or
was already dead, or a Minion dying at night, does nothing.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const
from engine.world import Effect


class Minstrel(Rule):
    id = "minstrel"
    ability = ("When a Minion dies by execution, all other players "
               "(except Travellers) are drunk until dusk tomorrow.")

    def on_execution(self, w, seat, died):
        st = w.state
        minion_died = all_of([died, w.is_team(seat, "minion")])
        fired = [all_of([minion_died, w.ability_alive(p, st), w.functioning(p, self.id)])
                 for p in range(w.n)]
        if all(is_const(x, False) for x in fired):
            return
        others = [any_of([f for p, f in enumerate(fired) if p != s])
                  if s not in w.travellers else FALSE for s in range(w.n)]
        w.add_effect(Effect("drunk", fired, others, holder=None, until=w.step.time.n + 1))


RULE = Minstrel()
