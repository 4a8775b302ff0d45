"""Mayor: "If only 3 players live & no execution occurs, your team wins. If you
die at night, another player might die instead."

At dusk with exactly 3 alive and no execution today, the Mayor's team wins.
How to Run: "During the night, if the Mayor would die, you choose if the Mayor
actually dies, or if the Mayor remains alive and another character dies
instead": any night death of a living, sober and healthy Mayor, not only the
Demon's attack, may go to another player the Storyteller chooses. For the
Demon's attack, a dead, Soldier or Monk-protected substitute means nobody dies
(the almanac's words); for another ability's kill (a Moonchild's curse, a
Godfather's choice) the substitute dies by that ability unless they cannot die
by it (a Sailor, an Innkeeper's choice) or are dead: then nobody dies. A kill
that "cannot be prevented in any way" (the Assassin's) is not moved. Deaths
by day are not moved.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_least, at_most, if_then_else, is_const, negate


class Mayor(Rule):
    id = "mayor"
    in_csp_fragment = True
    ability = ("If only 3 players live & no execution occurs, your team wins. "
               "If you die at night, another player might die instead.")

    def on_demon_attack(self, w, target):
        would_die = [all_of([target[s], w.state.alive[s], w.functioning(s, self.id),
                             negate(w.safe_from_demon(s))]) for s in range(w.n)]
        hit = any_of(would_die)
        bounce = w.choose("mayor_bounce", [negate(t) for t in target], optional=True)
        bounced = all_of([hit, any_of(bounce)])
        return [if_then_else(bounced, bounce[s], target[s]) for s in range(w.n)]

    def dies_instead(self, w, dying, cause):
        """A Mayor dying at night by another ability: the Storyteller may pick a
        substitute (one per dying Mayor, never the Mayor)."""
        if w.step.time.kind != "night":
            return None
        mayors = [all_of([d, w.functioning(s, self.id)]) for s, d in enumerate(dying)]
        if all(is_const(m, False) for m in mayors):
            return None
        kept, subs = [FALSE] * w.n, [FALSE] * w.n
        for m, mayor in enumerate(mayors):
            if is_const(mayor, False):
                continue
            sub = w.choose(f"mayor_instead_{m}",
                           [mayor if s != m else FALSE for s in range(w.n)], optional=True)
            kept[m] = any_of(sub)
            subs = [any_of([x, y]) for x, y in zip(subs, sub)]
        return kept, subs

    def at_dusk(self, w, day, executed_today):
        if executed_today:
            return
        alive = w.state.alive
        three = all_of([at_least(alive, 3), at_most(alive, 3)])
        mayor = any_of([all_of([alive[s], w.functioning(s, self.id)]) for s in range(w.n)])
        w.game_over(all_of([three, mayor]))
        for s in range(w.n):  # a drunk or poisoned Mayor's win should have happened
            w.failed_if_droisoned(s, self.id, all_of([three, alive[s]]))


RULE = Mayor()
