"""Soldier: "You are safe from the Demon."

While sober and healthy, a Demon attack on the Soldier kills nobody. A drunk or
poisoned Soldier killed by the Demon is an abnormal outcome (a Mathematician
counts it).

Official jinxes (Leviathan, Riot): "If the Leviathan [Riot] nominates and
executes the Soldier, good wins" (`rules/demonnominates.py`): a case going
on after such an execution of a working Soldier rules it out. A Soldier by a
grant (a Philosopher) is under the jinx or not, either reading
(`World.jinx_applies`).
"""

from engine.rule import Rule
from engine.terms import all_of, is_const
from rules.demonnominates import NOMINATING_DEMONS, by_demon


class Soldier(Rule):
    id = "soldier"
    in_csp_fragment = True
    jinxes = NOMINATING_DEMONS
    ability = "You are safe from the Demon."

    def safe_from_demon(self, w, seat):
        return w.functioning(seat, self.id)

    def on_demon_kill(self, w, dies):
        for s in range(w.n):
            w.failed_if_droisoned(s, self.id, dies[s])

    def on_execution(self, w, seat, died):
        by = by_demon(w, seat, self.id)
        if not is_const(by, False):
            w.game_over(all_of([by, w.jinx_applies(seat, self.id), w.functioning(seat, self.id)]))


RULE = Soldier()
