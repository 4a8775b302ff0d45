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
Courtier and Preacher, "If the living Summoner has no ability, the
Storyteller has the Summoner ability": at the Summoner's turn (night 3, or
night 2 for a Pukka), a living Summoner whose ability does not work, for any
cause (drunk, poisoned, a Preacher's choice), wakes and points to no effect,
and the Storyteller chooses a player and a Demon instead (the same summoning:
evil, acting that night; its player, its Demon and whether at all are open;
not summoning ends the game as the Summoner's failing to does). A seat
granted the ability and droisoned gets no such proxy: the text names "the
Summoner".
Engineer, "If the living Summoner is removed from play, the Storyteller has
the Summoner ability": a Summoner alive when it stops being the Summoner
(the Engineer's change, or any other: the text names none) leaves the game
going without a Demon until the Summoner's turn, when the Storyteller may
summon as above (`removed`, `watch`).
Poppy Grower, "If the Poppy Grower is alive on night 3, the Summoner picks
which Demon but not which player": while a Poppy Grower lives at the
summoning, the Storyteller places the Demon the Summoner picked on any
player (the Summoner's pointing, its report's player, binds nothing).
Zombuul: see the Zombuul (a dead player summoned as it has died once).
Legion, "A summoned Legion makes every evil player Legion": at once, every
evil player (the Summoner and the Minions too; Travellers keep theirs).
Hatter, Kazali and Pit-Hag, "If the Summoner makes a second living Demon,
that night's deaths are the Storyteller's choice": after a summoning that
leaves two living Demons (a Pit-Hag's Demon made earlier, or the Demon in
play beside a seat granted the ability, where the jinx follows the ability),
any players may die that night (`arbitrary_deaths`); each Demon's own kill
may find nobody, its choice being free.

A drunk or poisoned Summoner still points (its report stands) to no effect.
Who woke tonight (a Chambermaid's count): the Summoner on night 1; on night 2,
with a Pukka on the script, only if the Storyteller woke them to offer it; on
night 3, unless they summoned a Pukka on night 2.
A player granted the ability (an evil Apprentice) summons with a choice of its
own (`World.holder_choice`; free when unreported, "even themselves"), once,
beside the Demon in play ([No Demon] is a setup change, and the Apprentice is
not in the bag): on the game's 3rd night or, for one who gained it later, on
its own 3rd night with the ability (the almanac moves only first-night
abilities to "the Apprentice's first night"; either reading, per seat). Its
summoning decides no win (good's win when the Summoner cannot summon is the
[No Demon] game's). Whether the Pukka and Lord of Typhon jinxes follow the
ability to such a seat no text says (the Hermit's says an Outsider's jinx
applies to the Hermit too): either reading, per seat (`World.jinx_applies`);
so too the Clockmaker jinx, for a granted Summoner's or Clockmaker's ability.
Where they do, the seat may summon a Pukka on the night before its 3rd
instead (the game's night 2, or its own 2nd night with the ability), and a
Lord of Typhon it summons brings its evil Minion neighbour.

Not modelled: the 3 bluffs (evil's own information, which binds nobody). The
new Demon and the Minions do not learn each other (no information either way).

Payload (as `you`): [P, DEMON], the player chosen and the Demon they became.
"""

from caselang.payloads import Character, Player, Tuple
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_least, at_most, implies, is_const, negate


class Summoner(Rule):
    id = "summoner"
    jinxes = ("clockmaker", "pukka", "lordoftyphon", "marionette", "courtier", "preacher",
              "engineer", "hatter", "kazali", "pithag", "poppygrower", "legion")
    # The Demon summoned may be one already in play (an Apprentice or Alchemist
    # with the ability summons beside the Demon): two living holders of it.
    makes_duplicates = ("demon",)
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
        """Night 1 (the bluffs); night 2 with a Pukka on the script only if the
        Storyteller offers it (a free choice: the jinx says the Summoner "may",
        not that they are woken); night 3 unless a Pukka came on night 2 (the
        ability is spent)."""
        n = step.time.n
        if n == 1:
            return w.ability_alive(seat)
        early = self.early_turns(w, n).get(seat, FALSE)
        if self.summons_on(w, n):
            return all_of([w.ability_alive(seat), any_of([self.offered(w, n), early])])
        return all_of([w.ability_alive(seat),
                       any_of([self.gainer_turns(w, n).get(seat, FALSE), early])])

    def offered(self, w, night: int):
        """The character's holder is woken to summon tonight: on night 2 (a
        Pukka), the Storyteller's choice; on night 3, unless already summoned."""
        if night == 2:
            return w.free_choice("summoner_offered_n2")
        return w.cached(("summoner_offered", night),
                        lambda: negate(w.state.marks.get("summoned", FALSE)))

    def gainer_turns(self, w, night: int, k: int = 3) -> dict:
        """Per seat granted the ability (not the character): it is their `k`th
        night. Whether that is the game's `k`th night or their own `k`th night
        with the ability (one who gained it later) no text says: either, per seat."""
        key = ("summoner_gainer_turns", night, k)
        if key in w.memo:
            return w.memo[key]
        dawns = {step.time.n: st for step, st in w.snapshots
                 if step.time.kind == "night" and step.time.n < night}
        turns = {}
        for q in range(w.n):
            if night < k or is_const(w.granted(q, self.id), False):
                continue
            first = night - k + 1  # their first night with the ability
            since = all_of([w.granted(q, self.id, dawns[first])] if first in dawns else [FALSE])
            if first - 1 in dawns:
                since = all_of([since, negate(w.granted(q, self.id, dawns[first - 1]))])
            own = w.memo.setdefault(("summoner_own_third", q), w.fresh(f"summoner_own_third_{q}"))
            turn = any_of([all_of([negate(own), TRUE if night == k else FALSE]),
                           all_of([own, since])])
            if not is_const(turn, False):
                turns[q] = turn
        w.memo[key] = turns
        return turns

    def early_turns(self, w, night: int) -> dict:
        """Per seat granted the ability: the Pukka jinx follows the ability to it
        and, on the night before its 3rd, it is woken to summon a Pukka instead
        (the Storyteller's offer, as for the Summoner)."""
        key = ("summoner_early_turns", night)
        if key in w.memo:
            return w.memo[key]
        turns = {}
        demons = [c for c in w.script if w.team(c) == "demon" and c not in w.unseated]
        if "pukka" in demons and w.jinxed(self.id, "pukka"):
            for q, turn in self.gainer_turns(w, night, k=2).items():
                turns[q] = all_of([turn, w.jinx_applies(q, self.id),
                                   w.free_choice(f"summoner_offered_n{night}_to_{q}")])
        w.memo[key] = turns
        return turns

    def act(self, w, step):
        n = step.time.n
        self.watch(w)
        demons = self.summons_on(w, n)
        turns = self.gainer_turns(w, n)
        early = self.early_turns(w, n)
        if not demons and not turns and not early:
            return
        st = w.state
        made = w.holder_choice(self.id, f"summoner_n{n}", optional=True)
        done = st.marks.get("summoned", FALSE)
        awake = [all_of([w.ability_alive(s), w.is_(s, self.id), negate(w.kept_asleep(s)),
                         negate(done), self.offered(w, n)])
                 for s in range(w.n)] if demons else [FALSE] * w.n
        able = any_of([all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)])
        summons = able if n == 3 or not demons else all_of([able, w.fresh("summoner_pukka_n2")])
        placed = self.placed(w, n, made.shared, self.poppy_alive(w), "")
        kinds = self.summon(w, n, awake, made.shared, able, summons, demons, "", placed)
        made_by = [all_of([t, summons]) for t in placed]
        typhon = kinds.get("lordoftyphon", FALSE)
        proxy = self.storyteller_holds(w, n, done) if demons else FALSE
        if not is_const(proxy, False):
            # The Storyteller's own choice of player and Demon (the Summoner's
            # pointing, if it wakes, has no effect); whether at all is as free
            # as the Summoner's (not summoning ends the game, as for it).
            target = [w.fresh(f"summoner_storyteller_n{n}_{s}") for s in range(w.n)]
            w.add(at_most(target, 1))
            w.add(implies(any_of(target), proxy))
            extra = self.make(w, n, target, any_of(target), demons, "_storyteller")
            made_by = [any_of([a, b]) for a, b in zip(made_by, target)]
            typhon = any_of([typhon, extra.get("lordoftyphon", FALSE)])
            summons = any_of([summons, any_of(target)])
        if "lordoftyphon" in kinds:
            self.typhon_line(w, n, made_by, typhon)
        second = [summons]
        w.mark("summoned", any_of([done, summons]))
        if n == 3:
            w.mark("summoner_turn_over", TRUE)
        # A seat granted the ability summons on its own 3rd night, once, as the
        # Summoner does; the Demon in play stays ([No Demon] is a setup change).
        own = {}
        for q, target in made.own.items():
            mark = f"summoned_by{q}"
            was = w.state.marks.get(mark, FALSE)
            turn = turns.get(q, FALSE)
            pukka_only = all_of([early.get(q, FALSE), negate(turn)])
            up = all_of([any_of([turn, pukka_only]), w.ability_alive(q),
                         negate(w.is_(q, self.id)), w.believes_ability(q, self.id),
                         negate(w.kept_asleep(q)), negate(was)])
            by = [up if s == q else FALSE for s in range(w.n)]
            go = all_of([up, w.functioning(q, self.id)])
            poppy = all_of([self.poppy_alive(w), w.jinx_applies(q, self.id)])
            placed = self.placed(w, n, target, poppy, f"_by{q}")
            got = self.summon(w, n, by, target, go, go, self.summons_on(w, 3), f"_by{q}", placed,
                              w.jinx_applies(q, self.id))
            for c, k in got.items():
                if c != "pukka":
                    w.add(implies(pukka_only, negate(k)))
            if "lordoftyphon" in got and w.jinxed(self.id, "lordoftyphon"):
                follows = w.jinx_applies(q, self.id)
                self.typhon_line(w, n, [all_of([t, go, follows]) for t in placed],
                                 all_of([got["lordoftyphon"], follows]))
            own[q] = got
            w.mark(mark, any_of([was, go]))
            second.append(all_of([go, w.jinx_applies(q, self.id)]))
        self.arbitrary_deaths(w, n, any_of(second))
        w.memo[("summoner", n)] = (made, kinds, own)

    def summon(self, w, n, awake, target, able, summons, demons, tag, placed,
               follows=TRUE) -> dict:
        """The seats `awake` may choose the one-hot `target` and a Demon (a drunk or
        poisoned one points to no effect; an `able` one summons if it points); the
        player `placed` (the one chosen, but for the Poppy Grower jinx) becomes
        that evil Demon where `summons` holds: the Demon chosen, by kind."""
        w.chosen(awake, target)
        w.add(implies(summons, any_of(target)))
        w.add(implies(all_of([able, any_of(target)]), summons))
        w.add(implies(any_of(target), any_of(awake)))
        return self.make(w, n, placed, summons, demons, tag, follows)

    def poppy_alive(self, w) -> object:
        """Jinx (Poppy Grower): "If the Poppy Grower is alive on night 3, the
        Summoner picks which Demon but not which player": a living Poppy Grower
        at the summoning (night 3 or, for a Pukka, night 2: the older wording,
        "when the Summoner acts", and the newer both allowed, since the
        Storyteller may place the Demon on the player pointed at). One who holds
        the Poppy Grower's ability by a grant counts when the jinx follows the
        ability (`World.jinx_applies`: either reading)."""
        if not w.jinxed(self.id, "poppygrower"):
            return FALSE
        st = w.state
        return any_of([all_of([st.alive[s], w.jinx_applies(s, "poppygrower")])
                       for s in range(w.n)])

    def placed(self, w, n, target, poppy, tag) -> list:
        """Who becomes the Demon: the player chosen, or, while `poppy` holds, one
        of the Storyteller's choosing (the Summoner's pointing binds nothing)."""
        if is_const(poppy, False):
            return target
        theirs = [w.fresh(f"summoner_n{n}{tag}_placed_{s}") for s in range(w.n)]
        w.add(at_most(theirs, 1))
        w.add(any_of(theirs) == any_of(target))
        return [any_of([all_of([poppy, x]), all_of([negate(poppy), t])])
                for x, t in zip(theirs, target)]

    def make(self, w, n, target, summons, demons, tag, follows=TRUE) -> dict:
        """The one-hot `target` becomes the evil Demon chosen where `summons` holds:
        the Demon chosen, by kind. `follows`: the Legion jinx acts on this
        summoning (for a granted ability, `World.jinx_applies`)."""
        kinds = {c: w.fresh(f"summoner_n{n}{tag}_{c}") for c in demons}
        if kinds:
            w.add(at_most(kinds.values(), 1))
        w.add(any_of(list(kinds.values())) == any_of(target))
        made = [all_of([t, summons]) for t in target]
        for c, k in kinds.items():
            w.become([all_of([t, k]) for t in made], c, beside=1)
        w.set_evil(made, True)
        if "legion" in kinds and w.jinxed(self.id, "legion"):
            # Jinx (Legion): "A summoned Legion makes every evil player Legion"
            # (Travellers keep their characters).
            legion = all_of([any_of(made), kinds["legion"], follows])
            w.become([FALSE if s in w.travellers else all_of([legion, w.state.evil[s]])
                      for s in range(w.n)], "legion")
        w.demon_enters(made)
        return kinds

    def storyteller_holds(self, w, n: int, done) -> object:
        """Jinxes (Courtier, Preacher): "If the living Summoner has no ability,
        the Storyteller has the Summoner ability": at the Summoner's turn, a
        living Summoner whose ability does not work (drunk, poisoned, silenced
        by the Preacher: any cause) leaves the summoning to the Storyteller.
        Jinx (Engineer): "If the living Summoner is removed from play, the
        Storyteller has the Summoner ability" (`removed`)."""
        st = w.state
        holds = [self.removed(w)]
        if any(w.jinxed(self.id, c) for c in ("courtier", "preacher")):
            holds += [all_of([st.alive[s], w.is_(s, self.id), negate(w.functioning(s, self.id))])
                      for s in range(w.n)]
        return all_of([any_of(holds), negate(done), self.offered(w, n)])

    def removed(self, w) -> object:
        """Jinx (Engineer): a seat that held the Summoner alive (at the start,
        or at the Summoner's last step) holds it no more, now or earlier: by
        any ability (the Engineer's, a Pit-Hag's), the text naming none."""
        if not w.jinxed(self.id, "engineer"):
            return FALSE
        st = w.state
        seen = st.marks.get("summoner_seen") or [w.start[s].get(self.id, FALSE)
                                                 for s in range(w.n)]
        return any_of([st.marks.get("summoner_removed", FALSE)]
                      + [all_of([x, negate(w.is_(s, self.id))]) for s, x in enumerate(seen)])

    def watch(self, w) -> None:
        """At each of the Summoner's steps: who holds it alive now, and whether
        one was removed since the last (what `removed` reads)."""
        if not w.jinxed(self.id, "engineer"):
            return
        st = w.state
        w.mark("summoner_removed", self.removed(w))
        w.mark("summoner_seen", tuple(all_of([st.alive[s], w.is_(s, self.id)])
                                      for s in range(w.n)))

    def arbitrary_deaths(self, w, n: int, summoned) -> None:
        """Jinxes (Hatter, Kazali, Pit-Hag): "If the Summoner makes a second
        living Demon, that night's deaths are the Storyteller's choice": after a
        summoning tonight that leaves two living Demons, any players may die
        (each Demon's own kill may also find nobody, its choice being free)."""
        if not any(w.jinxed(self.id, c) for c in ("hatter", "kazali", "pithag")):
            return
        st = w.state
        second = all_of([summoned, at_least([all_of([st.alive[s], w.is_team(s, "demon")])
                                             for s in range(w.n)], 2)])
        if is_const(second, False):
            return
        deaths = [w.fresh(f"summoner_n{n}_death_{s}") for s in range(w.n)]
        for x in deaths:
            w.add(implies(x, second))
        w.kill(deaths)

    def typhon_line(self, w, n, target, typhon):
        """Jinx (Lord of Typhon): one neighbour of the summoned Lord of Typhon is a
        Minion, and the other becomes an evil Minion not in play (or, already a
        Minion, may stay the one it is)."""
        st = w.state
        minions = [c for c in w.script if w.team(c) == "minion"]
        side = w.fresh(f"summoner_typhon_side_n{n}")  # the Minion sits clockwise
        keep = w.fresh(f"summoner_typhon_keep_n{n}")  # the other is a Minion already
        pick = {c: w.fresh(f"summoner_typhon_{c}_n{n}") for c in minions}
        w.add(at_most(pick.values(), 1))
        w.add(any_of(list(pick.values())) == all_of([typhon, negate(keep)]))
        for c, p in pick.items():
            w.add(implies(p, negate(w.in_play(c))))
        made = [FALSE] * w.n
        for s in range(w.n):
            cw, acw = (s + 1) % w.n, (s - 1) % w.n
            here = all_of([target[s], typhon])
            for minion, other, way in ((cw, acw, side), (acw, cw, negate(side))):
                w.add(implies(all_of([here, way]), w.is_team(minion, "minion", st)))
                w.add(implies(all_of([here, way, keep]), w.is_team(other, "minion", st)))
                made[other] = any_of([made[other], all_of([here, way, negate(keep)])])
        for c, p in pick.items():
            w.become([all_of([m, p]) for m in made], c)
        w.set_evil(made, True)

    def choice(self, w, seat, payload, step):
        got = w.memo.get(("summoner", step.time.n))
        if got is None:
            return FALSE
        made, kinds, own = got
        player, demon = payload
        kind = kinds.get(demon, FALSE)
        if seat in own:
            kind = any_of([all_of([made.is_char[seat], kind]),
                           all_of([negate(made.is_char[seat]), own[seat].get(demon, FALSE)])])
        return all_of([made.of(seat)[w.seat(player)], kind])

    def goes_on_without_demon(self, w):
        st = w.state
        if "summoner_turn_over" in st.marks:
            return FALSE
        waiting = negate(st.marks.get("summoned", FALSE))
        return all_of([waiting, any_of([all_of([st.alive[s], w.is_(s, self.id)])
                                        for s in range(w.n)] + [self.removed(w)])])

    def counts_as_demon_for(self, w, seat, ability, state, by=None):
        """The Clockmaker jinx, on either side for a granted ability
        (`World.jinx_applies`): a Summoner's ability, a Clockmaker's."""
        if ability != "clockmaker":
            return FALSE
        holder = w.jinx_applies(seat, self.id, state)
        return holder if by is None else all_of([holder, w.jinx_applies(by, ability, state)])


RULE = Summoner()
