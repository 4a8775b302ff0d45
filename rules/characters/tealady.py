"""Tea Lady: "If both your alive neighbours are good, they can't die."

While the Tea Lady is alive (or dead with the ability back: a Bone
Collector's choice), sober and healthy and both her nearest living
neighbours are good, neither of them can die: not by the Demon, not by
execution (an execution they survive), not by another ability. Only an
ability that kills "even if they could not" (Assassin) gets through. "Good"
is as the neighbours register: the Recluse's and the Spy's texts let the
Storyteller choose whenever their alignment is detected, "allowing an
ability to work that would normally only affect" the other alignment, so a
Spy neighbour may count as good and a Recluse as evil.

A player given the ability (a Philosopher, a Cannibal, a Pixie after)
protects their own neighbours as the Tea Lady does.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of, is_const, negate


class TeaLady(Rule):
    id = "tealady"
    ability = "If both your alive neighbours are good, they can't die."

    def protects(self, w, seat):
        """A living, working Tea Lady with both living neighbours good sits
        beside the seat. Asked for a seat at every moment a death may come (a
        Tinker's, between every two steps), so built for that seat alone and
        kept per state and step: only the Tea Ladies it may be nearest to."""
        return w.cached((self.id, seat), lambda: self.protection(w, seat), w.state, w.step)

    def protection(self, w, seat):
        beside = []
        for p in range(w.n):
            if p == seat or not w.may_hold(p, self.id):
                continue
            for side in w.neighbours(p):
                for o, near in side:
                    if o == seat and not is_const(near, False):
                        beside.append(all_of([self.working(w, p), near]))
        return any_of(beside)

    def working(self, w, p):
        """The Tea Lady in seat p (if she is one) has her ability (alive, or dead
        with it back), is sober and healthy, and
        both her nearest living neighbours register as good: one reading of
        registrations per state and step, shared by every seat asked about."""
        def compute():
            chk = w.cached((self.id, "check"), w.check, w.state, w.step)
            return all_of([w.ability_alive(p), w.functioning(p, self.id),
                           both_good(w.neighbours(p), chk.evil)])
        return w.cached((self.id, "working", p), compute, w.state, w.step)

    def on_death(self, w, dying):
        """A drunk or poisoned Tea Lady whose living neighbours are both good and one
        of them dies: her ability should have kept them alive (a Mathematician
        counts it)."""
        if not w.tracks_abnormal:
            return
        for p in range(w.n):
            if not w.may_hold(p, self.id):
                continue
            sides = w.neighbours(p)
            good = both_good(sides, lambda o: w.state.evil[o])
            hit = any_of([all_of([near, dying[o]]) for side in sides for o, near in side
                          if o != p])
            w.failed_if_droisoned(p, self.id, all_of([w.ability_alive(p), good, hit]))

    def safe_from_demon(self, w, seat):
        return self.protects(w, seat)

    def cannot_die(self, w, seat, cause):
        return self.protects(w, seat)


def both_good(sides, evil):
    """The nearest living neighbour each way is good, by `evil` (seat -> evil)."""
    return all_of([any_of([all_of([near, negate(evil(o))]) for o, near in side])
                   for side in sides])


RULE = TeaLady()
