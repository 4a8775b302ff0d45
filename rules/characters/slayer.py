"""Slayer: "Once per game, during the day, publicly choose a player: if they are
the Demon, they die."

Only an alive Demon dies (a Recluse may register as the Demon), and not one
that cannot die now. The shot is spent even if the Slayer was drunk or
poisoned; a Slayer back to life has it again (Professor, Shabaloth: "regains
their ability, even a 'once per game' ability"), and so has a dead one the
Bone Collector chose, until dusk ("they may use it again, even if it was
already used"). Whoever counts as the Demon
to the shot alone (a jinx: the Lleech's host) dies too.
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, negate


class Slayer(Rule):
    id = "slayer"
    public_action = PublicAction(keys=("target", "died"), required=("target",), players=("target",),
                                 yes_no=("died",))
    in_csp_fragment = True
    ability = ("Once per game, during the day, publicly choose a player: "
               "if they are the Demon, they die.")

    def day_action(self, w, event):
        """`{day: N, slayer: Q, target: P, died: yes/no}`."""
        shooter = w.seat(event.subject)
        target = w.seat(event.fields["target"])
        first = not any(e.kind == "slayer" and e.subject == event.subject
                        and e.index < event.index
                        and not w.case.revived_between(e.subject, e.time, event.time)
                        for e in w.case.events)
        # A dead Slayer given the ability back until dusk (`World.ability_back`) may
        # shoot again, even if the shot was spent.
        fresh = TRUE if first else w.ability_back(shooter)
        kills = all_of([fresh, w.ability_alive(shooter),
                        w.state.alive[target], w.functioning(shooter, self.id),
                        w.check(self.id, shooter).team(target, "demon"),
                        negate(w.cannot_die(target, "ability"))])
        died = bool(event.fields.get("died", False))
        w.add(kills if died else negate(kills))
        w.failed_if_droisoned(shooter, self.id, all_of([
            fresh, w.ability_alive(shooter), w.state.alive[target],
            w.is_demon(target, ability=self.id, by=shooter)]))
        if died:
            w.kill([TRUE if s == target else FALSE for s in range(w.n)])


RULE = Slayer()
