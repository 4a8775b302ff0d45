"""Sweetheart: "When you die, 1 player is drunk from now on."

Rulings (official ability and almanac): whenever and however the Sweetheart
dies, day or night, the Storyteller chooses any one player (good or evil, alive
or dead, possibly the Sweetheart) to be drunk for the rest of the game. Only a
Sweetheart with a working ability as they die has this effect; it then lasts
whatever happens to the Sweetheart afterwards. The drunkenness starts at once
(the night order's late Sweetheart step is only where the Storyteller marks it).
A drunk or poisoned Sweetheart's death makes nobody drunk, which a
Mathematician counts (an ability that should have worked and did not).
"""

from engine.rule import Rule
from engine.terms import all_of, is_const
from engine.world import Effect


class Sweetheart(Rule):
    id = "sweetheart"
    ability = "When you die, 1 player is drunk from now on."

    def on_death(self, w, dying):
        for s in range(w.n):
            w.failed_if_droisoned(s, self.id, dying[s])
        origin = [all_of([dying[s], w.functioning(s, self.id)]) for s in range(w.n)]
        if all(is_const(x, False) for x in origin):
            return
        target = w.choose("sweetheart_drunk")
        w.add_effect(Effect("drunk", origin, target, holder=None, until=None))


RULE = Sweetheart()
