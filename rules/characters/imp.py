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

from solver.model import all_of, is_const
from solver.rule import Rule


class Imp(Rule):
    id = "imp"
    in_csp_fragment = True
    ability = ("Each night*, choose a player: they die. "
               "If you kill yourself this way, a Minion becomes the Imp.")
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        """Each living Imp attacks its own target: after a star-pass that the
        Scarlet Woman also caught there are two Imps, and each kills."""
        st = w.state
        night = step.time.n
        allowed = None if w.rule_flags.get("demon_attacks_dead", True) else st.alive
        minions_before = [all_of([st.alive[s], w.is_team(s, "minion")]) for s in range(w.n)]
        # The Imps are those at the start of this step: one made tonight does not act.
        attackers = {d: all_of([st.alive[d], w.functioning(d, self.id), Not(w.kept_asleep(d))])
                     for d in range(w.n) if not is_const(w.is_(d, self.id), False)}
        self_kills = []
        for d, attacker in attackers.items():
            st = w.state
            target = w.choose(f"imp{d}_n{night}", allowed)
            if w.tracks_abnormal:  # a drunk or poisoned Imp's kill fails
                would_kill = w.any_of([all_of([target[t], st.alive[t],
                                               Not(w.safe_from_demon(t))]) for t in range(w.n)])
                w.failed_if_droisoned(d, self.id, all_of([st.alive[d], Not(w.kept_asleep(d)),
                                                          would_kill]))
            dies = w.demon_attack(attacker, target)
            self_kills.append(all_of([attacker, dies[d]]))
        self_kill = w.any_of(self_kills)
        candidates = [all_of([m, w.state.alive[s]]) for s, m in enumerate(minions_before)]
        heir = w.choose(f"starpass_n{night}", candidates, optional=True)
        w.add(Or(heir) == And(self_kill, Or(candidates)))
        for s in range(w.n):
            w.add(Implies(heir[s], self_kill))
        w.become(heir, self.id)


RULE = Imp()
