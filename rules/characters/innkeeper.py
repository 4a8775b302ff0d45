"""Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
drunk until dusk."

Each night but the first the Innkeeper chooses two different players (alive
or dead, themself included). If the Innkeeper is sober and healthy, both
cannot die for the rest of the night (not by the Demon, nor by another
ability; the Assassin still kills), and the Storyteller makes one of the two
drunk until dusk of the next day (that ends if the Innkeeper dies). A drunk
or poisoned Innkeeper protects nobody and makes nobody drunk. Whoever holds the
ability chooses with it (one who gained it chooses their own two). Whether
the protection outlives the Innkeeper's ability working (droisoned later that
night, or made the drunk one by choosing themself) no text says: either, as
for the Monk (`World.guard`).

Official jinxes (Leviathan, Riot): "If the Leviathan [Riot] nominates and
executes a player the Innkeeper protects, good wins" (`rules/demonnominates.py`):
either player a working Innkeeper chose last night, executed the next day on
that Demon's nomination, ends the game, so a case going on rules it out. An
Innkeeper by a grant (a Philosopher) is under the jinx or not, either reading
(`World.jinx_applies`).
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Effect
from rules.demonnominates import NOMINATING_DEMONS, by_demon, jinxed


class Innkeeper(Rule):
    id = "innkeeper"
    jinxes = NOMINATING_DEMONS
    ability = "Each night*, choose 2 players: they can't die tonight, but 1 is drunk until dusk."
    payload = Players(2)
    payload_doc = "[P1, P2]: the two players chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        made = [w.holder_choice(self.id, f"innkeeper_n{n}_{k}") for k in range(2)]
        protects = [FALSE] * w.n
        for (chooser, first_pick), (_, second_pick) in zip(made[0].groups(w.n),
                                                           made[1].groups(w.n)):
            for s in range(w.n):
                w.add(negate(all_of([first_pick[s], second_pick[s]])))
            holders = [all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)]
            for pick in (first_pick, second_pick):  # a Goon chosen first makes them drunk
                w.chosen(holders, pick)
            sober = [all_of([h, w.functioning(s, self.id)]) for s, h in enumerate(holders)]
            working = any_of(sober)
            if jinxed(w, self.id):
                under = any_of([all_of([x, w.jinx_applies(s, self.id)])
                                for s, x in enumerate(sober)])
                protects = [any_of([p, all_of([under, any_of([a, b])])])
                            for p, a, b in zip(protects, first_pick, second_pick)]
            for pick in (first_pick, second_pick):
                w.guard(sober, self.id, pick, any_death=True)
            first = w.fresh(f"innkeeper_drunk_first_n{n}")  # which one the Storyteller picks
            drunk = [all_of([working, any_of([all_of([first, a]), all_of([negate(first), b])])])
                     for a, b in zip(first_pick, second_pick)]
            w.add_effect(Effect("drunk", holders, drunk, holder=self.id, until=n))
        w.memo[("innkeeper", n)] = made
        w.memo[("innkeeper_protects", n)] = protects

    def on_execution(self, w, seat, died):
        protects = w.memo.get(("innkeeper_protects", w.step.time.n))
        if protects is not None:
            w.game_over(all_of([by_demon(w, seat, self.id), protects[seat]]))

    def on_death(self, w, dying):
        """A drunk or poisoned Innkeeper whose chosen player dies tonight: "they
        can't die tonight" should have held (a Mathematician counts it)."""
        if not w.tracks_abnormal or w.step.time.kind != "night":
            return
        memo = w.memo.get(("innkeeper", w.step.time.n))
        if memo is None:
            return
        for (chooser, a), (_, b) in zip(*(m.groups(w.n) for m in memo)):
            hit = any_of([all_of([any_of([x, y]), d]) for x, y, d in zip(a, b, dying)])
            for s, c in enumerate(chooser):
                w.failed_if_droisoned(s, self.id, all_of([c, w.ability_alive(s), hit]))

    def choice(self, w, seat, payload, step):
        made = w.memo[("innkeeper", step.time.n)]
        picks = [m.of(seat) for m in made]
        a, b = (w.seat(p) for p in payload)
        return any_of([all_of([picks[0][a], picks[1][b]]), all_of([picks[0][b], picks[1][a]])])


RULE = Innkeeper()
