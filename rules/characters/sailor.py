"""Sailor: "Each night, choose an alive player: either you or they are drunk
until dusk. You can't die."

Each night the Sailor chooses an alive player (themself included); if the
Sailor is sober and healthy, the Storyteller makes either the Sailor or that
player drunk until dusk of the next day (the effect ends if the Sailor dies).
A sober and healthy Sailor cannot die: not by the Demon, not by execution
(an execution they survive), not by another ability; only an ability that
kills "even if they could not" (Assassin) gets through. A drunk or poisoned
Sailor (their own choice included) can die. Whoever holds the ability chooses
with it (one who gained it chooses for themselves).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of, any_of, negate
from engine.world import Effect


class Sailor(Rule):
    id = "sailor"
    ability = ("Each night, choose an alive player: either you or they are drunk until dusk. "
               "You can't die.")
    payload = Player()
    payload_doc = "P: the alive player chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        made = w.holder_choice(self.id, f"sailor_n{n}", allowed=list(st.alive))
        w.memo[("sailor", n)] = made
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([w.ability_alive(p), c, negate(w.kept_asleep(p))])
                      for p, c in enumerate(chooser)], target)
            holders = [all_of([w.ability_alive(p), c]) for p, c in enumerate(chooser)]
            working = [all_of([h, w.functioning(s, self.id)]) for s, h in enumerate(holders)]
            me = w.fresh(f"sailor_self_n{n}")  # the Storyteller makes the Sailor drunk
            drunk = [any_of([all_of([any_of(working), negate(me), target[p]]),
                             all_of([me, working[p]])]) for p in range(w.n)]
            w.add_effect(Effect("drunk", holders, drunk, holder=self.id, until=n))

    def on_death(self, w, dying):
        """A drunk or poisoned Sailor who dies: "You can't die" should have held.
        A Mathematician may count it or not: the Sailor may be drunk by their own
        ability ("due to another character's ability" then fails)."""
        if not w.tracks_abnormal:
            return
        for s in range(w.n):
            lost = all_of([dying[s], w.has_ability(s, self.id), negate(w.sober(s))])
            w.abnormal(s, lost, optional=lost)

    def protects(self, w, seat):
        return all_of([w.state.alive[seat], w.functioning(seat, self.id)])

    def safe_from_demon(self, w, seat):
        return self.protects(w, seat)

    def cannot_die(self, w, seat, cause):
        return self.protects(w, seat)

    def choice(self, w, seat, payload, step):
        return w.memo[("sailor", step.time.n)].of(seat)[w.seat(payload)]


RULE = Sailor()
