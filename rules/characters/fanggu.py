"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this
kills becomes an evil Fang Gu & you die instead. [+1 Outsider]"

Setup has one more Outsider and one fewer Townsfolk. The first time (once
per game, even after that Fang Gu dies) the Fang Gu's attack would kill an
Outsider, that Outsider does not die: the Fang Gu dies and the Outsider
becomes an evil Fang Gu. An Outsider who would not die (protected) does not
jump. Later attacks kill Outsiders normally. An attack on a living player who
neither dies nor is jumped to (the Fang Gu drunk or poisoned, the target
protected) worked abnormally, for a Mathematician. Jinx with the Scarlet Woman: a
jump never leaves two Demons, so the Scarlet Woman does not catch it.
"""

from z3 import Not

from rules.demonkill import attackers, choose_target, note_failure
from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class FangGu(Rule):
    id = "fanggu"
    ability = ("Each night*, choose a player: they die. The 1st Outsider this kills "
               "becomes an evil Fang Gu & you die instead. [+1 Outsider]")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def setup(self, w):
        w.modify_counts(w.in_play(self.id), outsider=+1, townsfolk=-1)

    def act(self, w, step):
        n = step.time.n
        target = choose_target(w, f"fanggu_n{n}")
        w.memo[("fanggu", n)] = target
        att = attackers(w, self.id)
        alive = list(w.state.alive)
        awake = [all_of([alive[s], w.is_(s, self.id), Not(w.kept_asleep(s))]) for s in range(w.n)]
        victims = w.demon_victims(any_of(att), target)
        used = w.state.marks.get("fanggu_jumped", w.false)
        jump = [all_of([v, w.is_team(s, "outsider"), Not(used)]) for s, v in enumerate(victims)]
        jumped = any_of(jump)
        normal = [all_of([v, Not(j)]) for v, j in zip(victims, jump)]
        w.record_demon_kill(normal)
        w.kill(normal)
        w.kill([all_of([a, jumped]) for a in att], replace_demon=False)
        w.become(jump, self.id)
        w.set_evil(jump, True)
        w.mark("fanggu_jumped", any_of([used, jumped]))
        note_failure(w, self.id, target, victims, alive, awake)  # a jump is no failure

    def choice(self, w, seat, payload, step):
        return w.memo[("fanggu", step.time.n)][w.seat(payload)]


RULE = FangGu()
