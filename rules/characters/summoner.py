"""Summoner: "You get 3 bluffs. On the 3rd night, choose a player: they become an
evil Demon of your choice. [No Demon]"

Rulings (almanac, seed 000): setup has no Demon and one more Townsfolk ("remove
the Demon and add a Townsfolk"). On night 3 the Summoner points at a player
("any player ... even themselves") and at a Demon on the script: that player
becomes that Demon and evil, and "acts on the same night that it is created"
(every Demon acts after the Summoner). "Even though there is no Demon in play
for two days, the game does not end. However, if the Summoner becomes unable
to create a Demon (due to dying, becoming drunk on night 3 etc.) good wins":
the game goes on without a Demon only while the Summoner lives, is still the
Summoner and has not yet had its night-3 turn; a Summoner drunk or poisoned at
its turn on night 3 summons nothing, and good wins. Drunk or poisoned on
nights 1 and 2, it may still summon on night 3. A Demon's setup change (the
Fang Gu's Outsider) is not made again for a summoned Demon.

Official jinxes: Clockmaker, "The Summoner counts as the Demon for the
Clockmaker's distance"; Pukka, "The Summoner may summon a Pukka on night 2
instead of night 3"; Lord of Typhon, "A summoned Lord of Typhon must neighbour
a Minion, and its other neighbour becomes an evil Minion" (a Minion on the
script not in play, the Storyteller's choice; one that is a Minion already
may stay as it is); Marionette, "any Marionette is
assigned after the Demon enters play and must start seated next to it" (see
the Marionette: it holds its token from setup, and the summoned Demon sits
next to it). A Demon that is not a player (Lil' Monsta) cannot be summoned.

Not modelled: the 3 bluffs (evil's own information, which binds nobody). The
new Demon and the Minions do not learn each other (no information either way).

Payload (as `you`): [P, DEMON], the player chosen and the Demon they became.
"""

from z3 import AtMost, Implies, Not

from solver.model import all_of, any_of
from solver.payloads import Character, Player, Tuple
from solver.rule import Rule


class Summoner(Rule):
    id = "summoner"
    jinxes = ("clockmaker", "pukka", "lordoftyphon", "marionette")
    ability = ("You get 3 bluffs. On the 3rd night, choose a player: they become an evil "
               "Demon of your choice. [No Demon]")
    payload = Tuple(Player(), Character())
    payload_doc = "[P, DEMON]: the player chosen and the Demon they became"
    is_choice = True
    wakes_on = "each"
    count_delta = {"demon": -1, "townsfolk": +1}

    def summons_on(self, w, night: int) -> list[str]:
        """The Demons the Summoner may make on this night."""
        # A Demon that no player holds (`World.unseated`) is no player's to become.
        demons = [c for c in w.script if w.team(c) == "demon" and c not in w.unseated]
        if night == 3:
            return demons
        if night == 2 and "pukka" in demons:
            return ["pukka"]
        return []

    def wakes(self, w, seat, step):
        n = step.time.n
        return w.ability_alive(seat) if n == 1 or self.summons_on(w, n) else w.false

    def act(self, w, step):
        n = step.time.n
        demons = self.summons_on(w, n)
        if not demons:
            return
        st = w.state
        done = st.marks.get("summoned", w.false)
        awake = [all_of([st.alive[s], w.is_(s, self.id), Not(w.kept_asleep(s)), Not(done)])
                 for s in range(w.n)]
        target = w.choose(f"summoner_n{n}", optional=True)
        w.chosen(awake, target)
        able = any_of([all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)])
        summons = able if n == 3 else all_of([able, w.fresh("summoner_pukka_n2")])
        w.add(any_of(target) == summons)
        kinds = {c: w.fresh(f"summoner_n{n}_{c}") for c in demons}
        w.add(AtMost(*kinds.values(), 1))
        w.add(any_of(list(kinds.values())) == summons)
        w.memo[("summoner", n)] = (target, kinds)
        if "lordoftyphon" in kinds:
            self.typhon_line(w, n, target, kinds["lordoftyphon"])
        for c, k in kinds.items():
            w.become([all_of([t, k]) for t in target], c)
        w.set_evil(target, True)
        w.demon_enters(target)
        w.mark("summoned", any_of([done, summons]))
        if n == 3:
            w.mark("summoner_turn_over", w.true)

    def typhon_line(self, w, n, target, typhon):
        """Jinx (Lord of Typhon): one neighbour of the summoned Lord of Typhon is a
        Minion, and the other becomes an evil Minion not in play (or, already a
        Minion, may stay the one it is)."""
        st = w.state
        minions = [c for c in w.script if w.team(c) == "minion"]
        side = w.fresh(f"summoner_typhon_side_n{n}")  # the Minion sits clockwise
        keep = w.fresh(f"summoner_typhon_keep_n{n}")  # the other is a Minion already
        pick = {c: w.fresh(f"summoner_typhon_{c}_n{n}") for c in minions}
        w.add(AtMost(*pick.values(), 1))
        w.add(any_of(list(pick.values())) == all_of([typhon, Not(keep)]))
        for c, p in pick.items():
            w.add(Implies(p, Not(w.in_play(c))))
        made = [w.false] * w.n
        for s in range(w.n):
            cw, acw = (s + 1) % w.n, (s - 1) % w.n
            here = all_of([target[s], typhon])
            for minion, other, way in ((cw, acw, side), (acw, cw, Not(side))):
                w.add(Implies(all_of([here, way]), w.is_team(minion, "minion", st)))
                w.add(Implies(all_of([here, way, keep]), w.is_team(other, "minion", st)))
                made[other] = any_of([made[other], all_of([here, way, Not(keep)])])
        for c, p in pick.items():
            w.become([all_of([m, p]) for m in made], c)
        w.set_evil(made, True)

    def choice(self, w, seat, payload, step):
        got = w.memo.get(("summoner", step.time.n))
        if got is None:
            return w.false
        target, kinds = got
        player, demon = payload
        return all_of([target[w.seat(player)], kinds.get(demon, w.false)])

    def goes_on_without_demon(self, w):
        st = w.state
        if "summoner_turn_over" in st.marks:
            return w.false
        waiting = Not(st.marks.get("summoned", w.false))
        return all_of([waiting, any_of([all_of([st.alive[s], w.is_(s, self.id)])
                                        for s in range(w.n)])])

    def counts_as_demon_for(self, w, seat, ability, state):
        return w.is_(seat, self.id, state) if ability == "clockmaker" else w.false


RULE = Summoner()
