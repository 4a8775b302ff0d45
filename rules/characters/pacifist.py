"""Pacifist: "Executed good players might not die."

While the Pacifist is alive (or dead with the ability back: a Bone
Collector's choice), sober and healthy, the Storyteller may decide
that a good player who is executed does not die (the case shows
`{day: N, executed: P, died: false}`); the Pacifist may save themself. Evil
players executed die as normal, and a drunk or poisoned Pacifist saves
nobody. "Good" is as the player registers: a Spy "might register as good",
so an executed Spy may be spared.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Pacifist(Rule):
    id = "pacifist"
    ability = "Executed good players might not die."

    def cannot_die(self, w, seat, cause):
        if cause != "execution" or w.step.time.kind != "day":
            return FALSE
        st = w.state
        working = any_of([all_of([w.ability_alive(p, st), w.functioning(p, self.id)])
                          for p in range(w.n)])
        spared = w.fresh(f"pacifist_d{w.step.time.n}_{seat}")
        return all_of([working, negate(w.check().evil(seat)), spared])


RULE = Pacifist()
