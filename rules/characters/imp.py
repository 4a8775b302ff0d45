"""Imp: "Each night*, choose a player: they die. If you kill yourself this way,
a Minion becomes the Imp."

Not on the first night. The Imp may choose a dead player (no death). If the
Imp kills itself, an alive Minion becomes the Imp (the Storyteller chooses).
With 5 or more alive the Scarlet Woman's own ability makes her the Imp as
well; the Storyteller may pass to her (one new Imp) or, as written, to another
Minion (two Imps). The new Imp does not act that night. An Imp kept asleep
(Exorcist) kills nobody.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, implies, is_const, negate
from rules.demonkill import attackers as demon_attackers
from rules.demonkill import before_attack, note_failure


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
        if w.tracks_abnormal or w.hooks("on_chosen"):
            self_kills = self.attack_per_seat(w, night, allowed)
        else:
            attackers = demon_attackers(w, self.id)
            self_kills = self.attack_per_slot(w, night, allowed, attackers)
        self_kill = any_of(self_kills)
        candidates = [all_of([m, w.state.alive[s]]) for s, m in enumerate(minions_before)]
        heir = w.choose(f"starpass_n{night}", candidates, optional=True)
        w.add(any_of(heir) == all_of([self_kill, any_of(candidates)]))
        for s in range(w.n):
            w.add(implies(heir[s], self_kill))
        w.become(heir, self.id)

    def attack_per_slot(self, w, night, allowed, attackers):
        """One target per Imp that can be alive and working at once (usually one),
        the j-th such Imp in seat order attacking with the j-th target."""
        k = w.most_true(attackers)
        slots: list[list] = [[] for _ in range(k)]
        before = [TRUE] + [FALSE] * k  # before[j]: exactly j attackers in earlier seats
        for a in attackers:
            for j, slot in enumerate(slots):
                slot.append(all_of([a, before[j]]))
            before = [any_of([all_of([before[j], negate(a)]),
                              all_of([before[j - 1], a]) if j else FALSE])
                      for j in range(k + 1)]
        self_kills = []
        for j, slot in enumerate(slots):
            target = w.choose(f"imp_n{night}_{j}", allowed)
            dies = w.demon_attack(any_of(slot), target)
            self_kills.extend(all_of([slot[d], dies[d]]) for d in range(w.n))
        return self_kills

    def attack_per_seat(self, w, night, allowed):
        """One target per seat, chosen by every awake Imp, working or not: a
        failed kill is recorded for a Mathematician (`note_failure`), and a Goon
        it chose first makes it drunk before it attacks."""
        self_kills = []
        for d in range(w.n):
            if is_const(w.is_(d, self.id), False):
                continue
            awake = all_of([w.ability_alive(d), w.is_(d, self.id), negate(w.kept_asleep(d))])
            target = w.choose(f"imp{d}_n{night}", allowed)
            w.chosen([awake if s == d else FALSE for s in range(w.n)], target)
            alive, _, working, safe = before_attack(w, self.id)
            attacker = all_of([awake, w.functioning(d, self.id)])
            dies = w.demon_attack(attacker, target)
            mine = [awake if s == d else FALSE for s in range(w.n)]
            note_failure(w, self.id, target, dies, (alive, mine, working, safe))
            self_kills.append(all_of([attacker, dies[d]]))
        return self_kills


RULE = Imp()
