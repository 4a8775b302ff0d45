"""Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps
characters & alignments with you & is then poisoned."

Each night, before the Demon acts. If a sober and healthy Snake Charmer
chooses the Demon, the two swap characters and alignments (the Snake Charmer
becomes that Demon, and acts as it later tonight); the old Demon, now the
Snake Charmer, is poisoned for the rest of the game. A drunk or poisoned
Snake Charmer who chooses the Demon swaps nothing, which a Mathematician
counts. Choosing anyone else does nothing (so a sober Snake Charmer who did
not swap learnt that player is not the Demon); the choice is announced before
it takes effect (World.chosen: a Goon chosen first makes the Snake Charmer
drunk and takes its alignment). A Snake Charmer's report of a
choice binds them while it binds any report (`World.trusted`): one whom the
swap made evil speaks only as evil and may lie; one who stays good (a good
Demon's swap) lists the change (`claim: [snakecharmer, {night: N, is: DEMON}]`).
Two Snake Charmers (a Pope's duplicates) each choose; if both choose the
Demon, the one the Storyteller wakes first swaps and the other finds a Snake
Charmer. Not encoded: the second choosing the first, the Demon since the
swap (each holder's choice is read against the characters before the step).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_most, implies, is_const, negate
from engine.world import Effect
from facts.catalog import team


class SnakeCharmer(Rule):
    id = "snakecharmer"
    ability = ("Each night, choose an alive player: a chosen Demon swaps characters & "
               "alignments with you & is then poisoned.")
    payload = Player()
    payload_doc = "P: the alive player chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        each = w.duplicable(self.id)
        if each:  # two Snake Charmers: each holder chooses for itself (`groups`)
            target = None
            w.memo[("snakecharmer", n)] = [[FALSE] * w.n for _ in range(w.n)]
        else:
            target = w.choose(f"snakecharmer_n{n}", list(st.alive))
            w.memo[("snakecharmer", n)] = [target] * w.n
            self.reported_choices(w, step, target)
            w.chosen([all_of([w.ability_alive(p), w.is_(p, self.id)]) for p in range(w.n)],
                     target)
        demons = [c for c in w.script if team(c) == "demon"]
        evil = w.state.evil  # as a reaction to being chosen left it
        new_as = {d: [FALSE] * w.n for d in demons}  # seats becoming that Demon
        old_as: dict[str, list] = {}  # seats (old Demons) becoming that character
        new_demon = [FALSE] * w.n
        old_demon = [FALSE] * w.n
        new_evil = [FALSE] * w.n
        old_evil = [FALSE] * w.n
        swaps, firsts = [], []
        made = self.each_holder(w, step) if each else \
            [(None, g) for g in self.groups(w, step, target)]
        for p, (charmer, tgt, becomes) in made:
            charmed = any_of(charmer)
            hit = {d: any_of([all_of([t, w.is_(q, d)]) for q, t in enumerate(tgt)])
                   for d in demons}
            swapped = any_of(list(hit.values()))
            if p is not None:  # each holder's choice is known while droisoned
                w.abnormal(p, all_of([w.is_(p, self.id), negate(w.sober(p)), w.ability_alive(p),
                                      swapped]))
            elif tgt is target:  # only the real one's choice is known while droisoned
                for p in range(w.n):
                    w.abnormal(p, all_of([w.is_(p, self.id), negate(w.sober(p)), w.ability_alive(p),
                                          swapped]))
            # Where several may charm the Demon tonight, the one woken first swaps
            # (the Storyteller's order); the others find it gone.
            first = w.fresh(f"snakecharmer_n{n}_first_{len(swaps)}") if each else TRUE
            swaps.append(all_of([charmed, swapped]))
            firsts.append(all_of([charmed, swapped, first]))
            swapped = all_of([swapped, first])
            demon_evil = any_of([all_of([t, evil[q]]) for q, t in enumerate(tgt)])
            charmer_evil = any_of([all_of([c, evil[p]]) for p, c in enumerate(charmer)])
            caught = [all_of([charmed, first, t, w.is_team(q, "demon")])
                      for q, t in enumerate(tgt)]
            for s in range(w.n):
                new = all_of([charmer[s], swapped])
                new_demon[s] = any_of([new_demon[s], new])
                new_evil[s] = any_of([new_evil[s], all_of([new, demon_evil])])
                old_demon[s] = any_of([old_demon[s], caught[s]])
                old_evil[s] = any_of([old_evil[s], all_of([caught[s], charmer_evil])])
                for d in demons:
                    new_as[d][s] = any_of([new_as[d][s], all_of([charmer[s], hit[d], first])])
                for c, v in becomes.items():
                    row = old_as.setdefault(c, [FALSE] * w.n)
                    row[s] = any_of([row[s], all_of([caught[s], v])])
        if each:
            w.add(at_most(firsts, 1))
            w.add(implies(any_of(swaps), any_of(firsts)))
        elif len(swaps) > 1:
            w.add(at_most(swaps, 1))
        self.reported_swaps(w, step, new_demon)
        w.become_each([(new_as[d], d) for d in demons])
        w.become_each([(row, c) for c, row in old_as.items()])
        w.update(evil=[any_of([new_evil[s], old_evil[s],
                               all_of([negate(new_demon[s]), negate(old_demon[s]), evil[s]])])
                       for s in range(w.n)])
        w.add_effect(Effect("poisoned", old_demon, old_demon, holder=None, until=None))

    def groups(self, w, step, target):
        """Charmers sharing a choice: (per seat, it charms now; the choice; what a
        swapped Demon becomes, character -> when). The Snake Charmer's choice is
        `target` and the Demon becomes the Snake Charmer. A seat that may have the
        ability only as a gift (a Philosopher's) chooses on its own, so that a
        drunk Snake Charmer's choice does not bind it, and the Demon becomes the
        gifted seat's character (the granting one's)."""
        n = step.time.n
        st = w.state
        real = [FALSE] * w.n
        out = []
        for p in range(w.n):
            working = all_of([w.ability_alive(p), w.functioning(p, self.id)])
            holder = w.is_(p, self.id)
            if is_const(all_of([working, negate(holder)]), False):
                real[p] = working
                continue
            own = w.choose(f"snakecharmer_n{n}_granted_{p}", list(st.alive))
            w.chosen([all_of([w.ability_alive(s), negate(holder), w.has_ability(s, self.id)])
                      if s == p else FALSE for s in range(w.n)], own)
            working = all_of([w.ability_alive(p), w.functioning(p, self.id)])  # after the reaction
            granted = all_of([working, negate(holder)])
            real[p] = all_of([working, holder])
            self.reported_granted_choice(w, step, p, granted, own)
            # The gift's holder is a granting character (the Philosopher).
            chars = {r.id: w.is_(p, r.id) for r in w.granting if r.id != self.id}
            out.append(([granted if s == p else FALSE for s in range(w.n)], own, chars))
        return [(real, target, {self.id: TRUE}), *out]

    def each_holder(self, w, step):
        """Where two players may be the Snake Charmer (a Pope's duplicates): each
        seat that may have the ability (as the character or as a gift) makes
        its own choice, and the Demon it swaps with becomes its character:
        (the seat, its group as `groups` gives them)."""
        n = step.time.n
        st = w.state
        out = []
        for p in range(w.n):
            holder = w.is_(p, self.id)
            if is_const(w.has_ability(p, self.id), False):
                continue
            own = w.choose(f"snakecharmer_n{n}_by{p}", list(st.alive))
            w.memo[("snakecharmer", n)][p] = own
            w.chosen([all_of([w.ability_alive(s), w.has_ability(s, self.id)]) if s == p else FALSE
                      for s in range(w.n)], own)
            working = all_of([w.ability_alive(p), w.functioning(p, self.id)])  # after the reaction
            self.reported_granted_choice(w, step, p, w.has_ability(p, self.id), own)
            chars = {r.id: all_of([negate(holder), w.is_(p, r.id)])
                     for r in w.granting if r.id != self.id}
            out.append((p, ([working if s == p else FALSE for s in range(w.n)], own,
                            {self.id: holder, **chars})))
        return out

    def reported_choices(self, w, step, target):
        """A bound Snake Charmer (`World.trusted`) reports the real choice."""
        for r, player in enumerate(w.case.players):
            if player.claim != self.id:
                continue
            for info in player.info:
                if info.time != step.time or info.ability != self.id:
                    continue
                trusted = w.trusted(r)
                with w.tracked(f"{player.name} chose {info.payload} as the Snake Charmer "
                               f"on {step.time}"):
                    w.add(implies(all_of([trusted, w.is_(r, self.id)]),
                                  target[w.seat(info.payload)]))

    def reported_granted_choice(self, w, step, r, granted, own):
        """The same for a seat holding the ability as a gift."""
        player = w.case.players[r]
        trusted = w.trusted(r)
        for info in player.info:
            if info.time == step.time and info.ability == self.id:
                with w.tracked(f"{player.name} chose {info.payload} with the Snake "
                               f"Charmer's ability on {step.time}"):
                    w.add(implies(all_of([trusted, granted]), own[w.seat(info.payload)]))

    def reported_swaps(self, w, step, new_demon):
        """A trusted player reporting tonight's Snake Charmer choice is woken and
        shown the Demon token if they swap: without a listed change tonight, no swap."""
        for r, player in enumerate(w.case.players):
            if any(c.time == step.time for c in player.changes):
                continue
            if not any(i.time == step.time and i.ability == self.id for i in player.info):
                continue
            trusted = w.trusted(r)
            with w.tracked(f"{player.name} did not become the Demon on {step.time}"):
                w.add(implies(trusted, negate(new_demon[r])))

    def choice(self, w, seat, payload, step):
        return w.memo[("snakecharmer", step.time.n)][seat][w.seat(payload)]


RULE = SnakeCharmer()
