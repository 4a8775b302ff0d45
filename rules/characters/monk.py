"""Monk: "Each night*, choose a player (not yourself): they are safe from the Demon tonight."

Not on the first night. A blocked Demon attack is not redirected: nobody dies.
It does not protect from execution or from non-Demon kills. Whoever holds
the ability chooses with it (one who gained it chooses for themselves). Whether
the protection ends if the Monk is drunk or poisoned later that night no text
says: either.

Official jinxes (Leviathan, Riot): "If the Leviathan [Riot] nominates and
executes the player the Monk protects, good wins" (`rules/demonnominates.py`):
the player a working Monk chose last night, executed the next day on that
Demon's nomination, ends the game, so a case going on rules it out. A Monk by
a grant (a Philosopher) is under the jinx or not, either reading
(`World.jinx_applies`).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of
from rules.demonnominates import NOMINATING_DEMONS, by_demon, jinxed


class Monk(Rule):
    id = "monk"
    in_csp_fragment = True
    jinxes = NOMINATING_DEMONS
    ability = "Each night*, choose a player (not yourself): they are safe from the Demon tonight."
    payload = Player()
    payload_doc = "P: the player the Monk chose"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        made = w.holder_choice(self.id, f"monk_n{step.time.n}", not_self=True)
        w.memo[("monk", step.time.n)] = made
        protects = [FALSE] * w.n
        for chooser, target in made.groups(w.n):
            awake = [all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)]
            w.chosen(awake, target)
            working = [all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)]
            w.guard(working, self.id, target)
            if jinxed(w, self.id):
                under = any_of([all_of([x, w.jinx_applies(s, self.id)])
                                for s, x in enumerate(working)])
                protects = [any_of([p, all_of([under, t])]) for p, t in zip(protects, target)]
        w.memo[("monk_protects", step.time.n)] = protects

    def on_demon_kill(self, w, dies):
        """A drunk or poisoned Monk whose chosen player the Demon killed tonight."""
        made = w.memo.get(("monk", w.step.time.n))
        if made is None:
            return
        for s in range(w.n):
            died = any_of([all_of([t, d]) for t, d in zip(made.of(s), dies)])
            w.failed_if_droisoned(s, self.id, all_of([w.ability_alive(s), died]))

    def on_execution(self, w, seat, died):
        protects = w.memo.get(("monk_protects", w.step.time.n))
        if protects is not None:
            w.game_over(all_of([by_demon(w, seat, self.id), protects[seat]]))

    def choice(self, w, seat, payload, step):
        return w.memo[("monk", step.time.n)].of(seat)[w.seat(payload)]


RULE = Monk()
