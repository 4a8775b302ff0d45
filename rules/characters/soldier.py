"""Soldier: "You are safe from the Demon."

While sober and healthy, a Demon attack on the Soldier kills nobody.
"""

from solver.rule import Rule


class Soldier(Rule):
    id = "soldier"
    in_csp_fragment = True
    ability = "You are safe from the Demon."

    def safe_from_demon(self, w, seat):
        return w.functioning(seat, self.id)


RULE = Soldier()
