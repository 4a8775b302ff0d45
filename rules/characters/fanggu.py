"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this kills
becomes an evil Fang Gu & you die instead. [+1 Outsider]"

Setup has one more Outsider and one fewer Townsfolk. The first time (once
per game, even after that Fang Gu dies) the Fang Gu's attack would kill an
Outsider, that Outsider does not die: the Fang Gu dies and the Outsider
becomes an evil Fang Gu. An Outsider who would not die (protected) does not
jump. Later attacks kill Outsiders normally. An attack on a living player who
neither dies nor is jumped to (the Fang Gu drunk or poisoned, the target
protected) worked abnormally, for a Mathematician. Jinx with the Scarlet Woman
("If there would be two Demons, one of which was the Scarlet Woman, the
Scarlet Woman remains the Scarlet Woman"): she does not catch a jump.

The jump needs the Fang Gu's death ("becomes an evil Fang Gu & you die
instead": both or neither). A Fang Gu that cannot die (a Sailor's ability
through the Boffin, an Innkeeper's choice) does not jump: the Outsider dies
as anyone would, and the jump is still unused for a later night; so too a
Fang Gu that escapes its death (a Fool's ability through the Boffin). Whether
its protection from the Demon (a Monk's choice, a Soldier's ability through
the Boffin) covers this death is not written: read as the Demon's ability
killing it (the Monk's "prevents all other harmful effects of the Demon's
ability"), the protection stops the jump and the death counts as a Demon's
kill; read as the price of its own ability, it does not. Both readings are the
Storyteller's, each night. A jump so stopped may count as abnormal for a
Mathematician, or not. An Outsider who dies in the attacked Mayor's place
("another player might die instead") may jump or simply die: the almanac's
"the first time a Fang Gu attacks and kills an Outsider" reads either way.
The attack is announced before it takes effect (World.chosen): a Goon chosen
first makes the Fang Gu drunk, so nobody dies and nobody jumps.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, negate
from rules.demonkill import (
    attackers,
    awake_as,
    before_attack,
    choose_target,
    holders,
    note_failure,
    own_choice,
)


class FangGu(Rule):
    id = "fanggu"
    ability = ("Each night*, choose a player: they die. The 1st Outsider this kills "
               "becomes an evil Fang Gu & you die instead. [+1 Outsider]")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True
    jinxes = ("scarletwoman",)

    def setup(self, w):
        w.modify_counts(w.in_play(self.id), outsider=+1, townsfolk=-1)

    def act(self, w, step):
        for group, suffix, _ in holders(w, self.id):
            self.attack(w, step.time.n, group, suffix)

    def attack(self, w, n, group, suffix):
        """The attack of the holders in `group` (see `holders`)."""
        target = choose_target(w, f"fanggu_n{n}{suffix}")
        w.memo.setdefault(("fanggu", n), []).append((group, suffix, target))
        awake = [all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))]
        w.chosen(awake, target)  # a Goon chosen first makes the Fang Gu drunk: no kill, no jump
        alive, _, working, safe = before_attack(w, self.id)
        att = [all_of([g, a]) for g, a in zip(group, attackers(w, self.id))]
        victims = w.demon_victims(any_of(att), target)
        used = w.state.marks.get("fanggu_jumped", FALSE)
        # "The first time a Fang Gu attacks and kills an Outsider": one who dies
        # in the attacked Mayor's place may be read either way (the Storyteller's).
        bounced = w.fresh(f"fanggu_bounce_jumps_n{n}{suffix}")
        hit = [all_of([v, w.is_team(s, "outsider"), negate(used), any_of([target[s], bounced])])
               for s, v in enumerate(victims)]
        would = any_of(hit)  # the attack would kill the first Outsider
        as_demon_kill = w.fresh(f"fanggu_death_by_demon_n{n}{suffix}")  # the Storyteller's reading
        kept = [any_of([w.cannot_die(s, "ability"),
                        all_of([as_demon_kill, w.safe_from_demon(s)])]) for s in range(w.n)]
        instead = [all_of([a, would, negate(k)]) for a, k in zip(att, kept)]
        escaped = w.escape(instead, "demon")
        dies = [all_of([d, negate(e)]) for d, e in zip(instead, escaped)]
        jumped = any_of(dies)
        for s, a in enumerate(att):
            w.abnormal(s, all_of([a, would, negate(dies[s])]), optional=TRUE)
        jump = [all_of([h, jumped]) for h in hit]
        normal = [all_of([v, negate(j)]) for v, j in zip(victims, jump)]
        saved = w.escape(normal, "demon")
        normal = [all_of([v, negate(e)]) for v, e in zip(normal, saved)]
        w.record_demon_kill(normal)
        w.kill(normal, cause=None)
        w.record_demon_kill([all_of([d, as_demon_kill]) for d in dies])
        # The jinx: nobody takes over from the Fang Gu that jumps (no two Demons).
        w.kill(dies, replace_demon=not w.jinxed(self.id, "scarletwoman"), cause=None)
        w.become(jump, self.id)
        w.set_evil(jump, True)
        w.mark("fanggu_jumped", any_of([used, jumped]))
        outcome = [any_of([d, j]) for d, j in zip(normal, jump)]  # a jump is no failure
        note_failure(w, self.id, target, outcome, (alive, awake, working, safe))

    def choice(self, w, seat, payload, step):
        return own_choice(w.memo[("fanggu", step.time.n)], seat, w.seat(payload))


RULE = FangGu()
