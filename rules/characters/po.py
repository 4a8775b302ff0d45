"""Po: "Each night*, you may choose a player: they die. If your last choice
was no-one, choose 3 players tonight."

Each night but the first the Po may choose one player or no-one. After a
night of choosing no-one it chooses 3 different players the next night it
wakes (all attacked, each as a Demon kill), and is then back to one. The
choice of no-one counts even if the Po was drunk or poisoned; a drunk or
poisoned Po kills nobody. A Po that does not wake (dead, Exorcist) keeps its
last choice.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate
from rules.demonkill import attackers, awake_as, before_attack, choose_target, note_failure


class Po(Rule):
    id = "po"
    ability = ("Each night*, you may choose a player: they die. "
               "If your last choice was no-one, choose 3 players tonight.")
    payload = Player()
    payload_doc = "P: the player attacked (one of them, after a night of no-one)"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        st = w.state
        charged = st.marks.get("po_charged", FALSE)
        woke = any_of(awake_as(w, self.id))
        one = choose_target(w, f"po_n{n}", optional=True)
        w.add(implies(charged, negate(any_of(one))))
        three = [choose_target(w, f"po_n{n}_{k}") for k in range(3)]
        for s in range(w.n):
            for a in range(3):
                for b in range(a + 1, 3):
                    w.add(negate(all_of([three[a][s], three[b][s]])))
        w.memo[("po", n)] = (one, three, charged)
        awake = awake_as(w, self.id)
        w.chosen([all_of([a, negate(charged)]) for a in awake], one)
        for t in three:
            w.chosen([all_of([a, charged]) for a in awake], t)
        att = any_of(attackers(w, self.id))
        for when, target in [(negate(charged), one)] + [(charged, t) for t in three]:
            alive, _, working, safe = before_attack(w, self.id)
            dies = w.demon_attack(all_of([att, when]), target)
            mine = [all_of([a, when]) for a in awake]
            note_failure(w, self.id, target, dies, (alive, mine, working, safe))
        nobody = all_of([negate(charged), negate(any_of(one))])
        w.mark("po_charged", any_of([all_of([woke, nobody]), all_of([negate(woke), charged])]))

    def choice(self, w, seat, payload, step):
        one, three, charged = w.memo[("po", step.time.n)]
        p = w.seat(payload)
        return any_of([one[p], all_of([charged, any_of([t[p] for t in three])])])


RULE = Po()
