"""Sweetheart: "When you die, 1 player is drunk from now on."

Rulings (official ability and almanac): whenever and however the Sweetheart
dies, day or night, the Storyteller chooses any one player (good or evil, alive
or dead, possibly the Sweetheart) to be drunk for the rest of the game. Only a
Sweetheart with a working ability as they die has this effect; it then lasts
whatever happens to the Sweetheart afterwards. The drunkenness starts at once
(the night order's late Sweetheart step is only where the Storyteller marks it).
A drunk or poisoned Sweetheart's death makes nobody drunk, which a
Mathematician counts (an ability that should have worked and did not).

Each death is its own: two holders of the ability dying in one kill (two
Sweethearts among the Pope's duplicates, a Sweetheart and a Hermit or a
Cannibal holding its ability, caught in one Boomdandy blast) make a drunk
player each, the Storyteller's choice for each (the same player or not).
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, is_const, negate
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
        # Each holder who may die beside another makes its own choice: every
        # holder where two may be the Sweetheart at once (`World.duplicable`),
        # else each seat granted the ability; the Sweetheart itself, the shared one.
        each = w.duplicable(self.id)
        own = [TRUE if each else all_of([w.granted(s, self.id), negate(w.is_(s, self.id))])
               for s in range(w.n)]
        shared = [all_of([o, negate(m)]) for o, m in zip(origin, own)]
        if not all(is_const(x, False) for x in shared):
            w.add_effect(Effect("drunk", shared, w.choose("sweetheart_drunk"),
                                holder=None, until=None))
        for s in range(w.n):
            mine = all_of([origin[s], own[s]])
            if is_const(mine, False):
                continue
            alone = [mine if q == s else FALSE for q in range(w.n)]
            w.add_effect(Effect("drunk", alone, w.choose(f"sweetheart_drunk_by{s}"),
                                holder=None, until=None))


RULE = Sweetheart()
