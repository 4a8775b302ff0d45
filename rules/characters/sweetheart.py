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
from engine.terms import FALSE, TRUE, all_of, any_of, is_const, negate
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
        # Where two holders may die in this kill, each makes its own choice:
        # every holder where two may be the Sweetheart at once
        # (`World.duplicable`), else each seat granted the ability; the
        # Sweetheart itself, the shared one.
        live = [o for o in origin if not is_const(o, False)]
        if len(live) <= 1:  # one holder dies at most: one choice
            own = [FALSE] * w.n
        elif w.duplicable(self.id):
            own = [TRUE] * w.n
        else:
            own = [all_of([w.granted(s, self.id), negate(w.is_(s, self.id))])
                   for s in range(w.n)]
        shared = any_of([all_of([o, negate(m)]) for o, m in zip(origin, own)])
        picks = [(shared, w.choose("sweetheart_drunk"))]
        for q in range(w.n):
            mine = all_of([origin[q], own[q]])
            if not is_const(mine, False):
                picks.append((mine, w.choose(f"sweetheart_drunk_by{q}")))
        # One effect: each dying holder's player is drunk from now on, all game.
        target = [any_of([all_of([made, pick[t]]) for made, pick in picks])
                  for t in range(w.n)]
        w.add_effect(Effect("drunk", origin, target, holder=None, until=None))


RULE = Sweetheart()
