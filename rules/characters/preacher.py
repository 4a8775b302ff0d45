"""Preacher: "Each night, choose a player: a Minion, if chosen, learns this. All
chosen Minions have no ability."

Each night, the first too, the living Preacher chooses a player. A Minion
chosen by a sober and healthy Preacher has no ability from then on: while it
is a Minion (one who becomes the Demon has the Demon's ability), and while
the Preacher who chose it is alive, sober and healthy and still has the
ability (official example: "The Preacher becomes drunk. The Spy and the
Goblin regain their abilities ... The Preacher dies. The Goblin gets their
ability back"). Having no ability is neither drunk nor poisoned (a statement
`poisoned(P)` is not made true by it), but the Minion's ability works no
more than a poisoned one's. "A Minion" is the character's team, not a
registration (the Preacher's choice is no detection). What the Minion learns
is evil information: no constraint.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of, any_of
from engine.world import Effect


class Preacher(Rule):
    id = "preacher"
    ability = ("Each night, choose a player: a Minion, if chosen, learns this. All chosen "
               "Minions have no ability.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"preacher_n{n}")
        w.memo[("preacher", n)] = made
        woke = self.choosers(w, step)
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
            origin = [all_of([c, x, w.functioning(p, self.id)])
                      for p, (c, x) in enumerate(zip(chooser, woke))]
            w.add_effect(Effect("no_ability", origin, target, holder=self.id, until=None,
                                while_sober=True, compute=self.silenced(origin, target)))

    def silenced(self, origin, target):
        """Per seat in a state: a chosen Minion whose Preacher still preaches.
        Who is a Minion is read once per state: the engine computes each effect
        again for every set of computed effects being computed around it (with
        a Boffin, every Preacher's effect inside every other's)."""
        def compute(w, st):
            active = any_of([all_of([o, w.ability_alive(p, st), w.has_ability(p, self.id, st),
                                     w.sober_plain(p, st)])
                             for p, o in enumerate(origin)])
            minions = w.cached("preacher_minions", lambda: [
                w.is_team(s, "minion", st) for s in range(w.n)], st)
            return [all_of([active, t, m]) for t, m in zip(target, minions)]
        return compute

    def choice(self, w, seat, payload, step):
        return w.memo[("preacher", step.time.n)].of(seat)[w.seat(payload)]


RULE = Preacher()
