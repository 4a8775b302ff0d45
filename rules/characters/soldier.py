"""Soldier: "You are safe from the Demon."

While sober and healthy, a Demon attack on the Soldier kills nobody. A drunk or
poisoned Soldier killed by the Demon is an abnormal outcome (a Mathematician
counts it).
"""

from engine.rule import Rule


class Soldier(Rule):
    id = "soldier"
    in_csp_fragment = True
    ability = "You are safe from the Demon."

    def safe_from_demon(self, w, seat):
        return w.functioning(seat, self.id)

    def on_demon_kill(self, w, dies):
        for s in range(w.n):
            w.failed_if_droisoned(s, self.id, dies[s])


RULE = Soldier()
