"""Leviathan: "If more than 1 good player is executed, evil wins. All players
know you are in play. After day 5, evil wins."

The Leviathan never wakes and kills nobody. While it is alive, sober and
healthy, the game ends with an evil win as soon as a second good player is
executed (executions that do not kill count; alignment is read at the
execution), and at the end of day 5.

Official jinx (Mayor; facts/data/jinxes.tsv): if the Leviathan and the Mayor
are alive on day 5 and nobody is executed, good wins. It changes who wins,
not whether the game goes on: read as the two abilities' (both working: the
reading that keeps every world), the Leviathan's own end of day 5 already
ends that game, so no world changes; a drunk or poisoned Leviathan's game
goes on after day 5 as before. The other jinxes (Banshee, Farmer,
Ravenkeeper, Sage: its nightly pick, `rules/demonpick.py`; Soldier, Monk,
Innkeeper, Exorcist: `rules/demonnominates.py`; King, Grandmother; Hatter and
Pit-Hag: it cannot enter play after day 5) are encoded by the other
character's module.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of, at_least


class Leviathan(Rule):
    id = "leviathan"
    jinxes = ("mayor",)
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
