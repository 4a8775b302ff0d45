"""Imp: "Each night*, choose a player: they die. If you kill yourself this way,
a Minion becomes the Imp."

Not on the first night. The Imp may choose a dead player (no death). If the
Imp kills itself, an alive Minion becomes the Imp (the Storyteller chooses).
With 5 or more alive the Scarlet Woman's own ability makes her the Imp as
well; the Storyteller may pass to her (one new Imp) or, as written, to another
Minion (two Imps). The new Imp does not act that night. An Imp kept asleep
(Exorcist) kills nobody.
"""

from z3 import And, Implies, Not, Or

from solver.model import all_of
from solver.rule import Rule


class Imp(Rule):
    id = "imp"
    in_csp_fragment = True
    ability = ("Each night*, choose a player: they die. "
               "If you kill yourself this way, a Minion becomes the Imp.")
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        st = w.state
        allowed = None if w.rule_flags.get("demon_attacks_dead", True) else st.alive
        target = w.choose(f"imp_n{step.time.n}", allowed)
        attackers = [all_of([st.alive[s], w.functioning(s, self.id), Not(w.kept_asleep(s))])
                     for s in range(w.n)]
        attacking = Or(attackers)
        minions_before = [all_of([st.alive[s], w.is_team(s, "minion")]) for s in range(w.n)]
        if w.tracks_abnormal:  # a drunk or poisoned Imp's kill fails
            would_kill = w.any_of([all_of([target[t], st.alive[t], Not(w.safe_from_demon(t))])
                                   for t in range(w.n)])
            for s in range(w.n):
                w.failed_if_droisoned(s, self.id, all_of([st.alive[s], Not(w.kept_asleep(s)),
                                                          would_kill]))
        dies = w.demon_attack(attacking, target)
        self_kill = Or([And(attackers[s], dies[s]) for s in range(w.n)])
        candidates = [all_of([m, w.state.alive[s]]) for s, m in enumerate(minions_before)]
        heir = w.choose(f"starpass_n{step.time.n}", candidates, optional=True)
        w.add(Or(heir) == And(self_kill, Or(candidates)))
        for s in range(w.n):
            w.add(Implies(heir[s], self_kill))
        w.become(heir, self.id)


RULE = Imp()
