"""Tea Lady: "If both your alive neighbours are good, they can't die."

While the Tea Lady is alive, sober and healthy and both her nearest living
neighbours are good (their true alignment), neither of them can die: not by
the Demon, not by execution (an execution they survive), not by another
ability. Only an ability that kills "even if they could not" (Assassin)
gets through.
"""

from solver.model import all_of, any_of, is_const
from solver.rule import Rule


class TeaLady(Rule):
    id = "tealady"
    ability = "If both your alive neighbours are good, they can't die."

    def protects(self, w, seat):
        st = w.state
        out = []
        for p in range(w.n):
            if p == seat or is_const(w.is_(p, self.id), False):
                continue
            sides = w.neighbours(p)
            both_good = all_of([any_of([all_of([near, w.good(o)]) for o, near in side])
                                for side in sides])
            beside = any_of([near for side in sides for o, near in side if o == seat])
            out.append(all_of([st.alive[p], w.functioning(p, self.id), both_good, beside]))
        return any_of(out)

    def safe_from_demon(self, w, seat):
        return self.protects(w, seat)

    def cannot_die(self, w, seat, cause):
        return self.protects(w, seat)


RULE = TeaLady()
