"""Philosopher: "Once per game, at night, choose a good character: gain that
ability. If this character is in play, they are drunk."

Rulings (official wiki): "When they do so, they gain that character's ability.
They do not become that character." "If the Philosopher chooses a character
that is already in play, the player of that character becomes drunk. If the
Philosopher then dies or becomes drunk or poisoned, the player they are making
drunk becomes sober again." "If the Philosopher chose a character that was not
in play at the time but is in play now, that character is drunk." A drunk or
poisoned Philosopher spends the ability and gains nothing (a Mathematician
counts that), but thinks they have it: "If the Philosopher gains an ability
that works at night, they wake when that character would wake", and a drunk
or poisoned player is woken "at the appropriate time" and the Storyteller
"goes through the motions" (Poisoner, almanac). So they, and a Drunk who
thinks they are the Philosopher, believe they have the chosen ability: they
wake for it (a Chambermaid sees it) and whatever they report of it is
unconstrained (they do not have it; a Mathematician may count its false
information or not, as for a Drunk). Once the choice is made the Philosopher
no longer wakes to choose.
Reports: the choice `{night: N, philosopher: character_id}`, then info
keyed by the gained ability, e.g. `{night: 1, empath: 0}`, which is true while
the gained ability works. Whoever holds the Philosopher's ability chooses
and gains so, as the Philosopher would: a Cannibal who ate the Philosopher
("The Cannibal now has this good player's ability") keeps what it chose
while it keeps the Philosopher's ability (and perhaps after: below). A
claimant the reports bind (`World.trusted` on the night of their first
reported choice) made that choice and no other (a later one is ignored; one
who reports none chose none, but for what follows). One they do not bind (evil
then or at the end) may have lied: the real choice is any one of the reported
ones, on its night, or an unreported one (as below), or none. One who
reports no choice but reports using a good ability other than their claim's
(a Cannibal who ate the Philosopher reporting a Sailor's choice, or a
Philosopher claimant an Empath's number) may have chosen it unreported, on
that night or an earlier one: an unreported choice is free, and the gained
ability's reports bind as after a reported choice. Each holder of the
Philosopher's ability (the Philosopher, a Cannibal, an Apprentice, a mad
Pixie, a Boffin's Demon) chooses once. A holder who loses the Philosopher's
ability without changing character (a Cannibal's next meal) keeps what it
gained, or not: no text says, so either, per gain; the chosen character's
holder is sober again either way (that drunkenness is the Philosopher's
ability's own). The ability is had from the choice on (a Juggler's ability
gained on night N makes day N the first day with it). Limits: the gained
ability must be on the script to be encoded; an unreported choice by one who
holds the Philosopher's ability without being the Philosopher, of an ability
they report nothing of, is not encoded (the kept narrowing of
docs/rulings.md for a hidden Philosopher). A first-night ability gained on a
later night is used that night ("If this ability is used on the first night
only, they use it tonight"), late in the night.
A dead claimant given the ability back (a Bone Collector's choice: "they may
use it again, even if it was already used, until dusk") wakes, chooses and
gains as a living one; being dead, it uses what it gained only while it has
its abilities (until dusk). Not so for a silent or hidden choice (below),
which still asks for a living holder.
A Philosopher claiming another character (a mad one, say), or a claimant the
reports do not bind that night, hides its choice: on any one night it may have
made the holder of some good character drunk. Its gained ability is then
unknown and not encoded (it reports nothing of it).

Official jinx (Bounty Hunter): "If the Philosopher gains the Bounty Hunter
ability, a Townsfolk might turn evil": when a reported choice of the Bounty
Hunter gains the ability (sober and healthy), the Storyteller may turn one
Townsfolk evil then, or none; any Townsfolk, alive or dead, the Philosopher
too (the text names none it may not be). Not modelled: a hidden choice (a
Philosopher claiming another character) of the Bounty Hunter turning one.
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_most, implies, is_const, negate
from engine.world import Effect


class Philosopher(Rule):
    id = "philosopher"
    ability = ("Once per game, at night, choose a good character: gain that ability. "
               "If this character is in play, they are drunk.")
    payload = Character()
    payload_doc = "character_id: the good character whose ability the Philosopher chose"
    is_choice = True
    wakes_on = "each"
    grants_abilities = True
    jinxes = ("bountyhunter",)

    def act(self, w, step):
        n = step.time.n
        for key in self.hidden_keys(w):
            w.memo[(key, "before", n)] = w.memo.get(key, FALSE)
        for s in self.claimants(w):
            w.memo[("philosopher_spent_before", s, n)] = self.spent(w, s)
        for s in range(w.n):
            w.memo[("philosopher_silent", "before", s, n)] = w.memo.get(
                ("philosopher_silent", s), FALSE)
        self.hidden_choices(w, step)
        self.silent_choices(w, step)
        for s, p in enumerate(w.case.players):
            choices = [i for i in p.info if i.ability == self.id]
            if not choices:
                continue
            first = choices[0].time == step.time
            if first:
                w.memo[("philosopher_bound", s)] = w.trusted(s)
            now = [i for i in choices if i.time == step.time][:1]
            if not now:
                continue
            made = self.reported_choice_made(w, s, first)
            char = now[0].payload
            if w.team(char) not in ("townsfolk", "outsider"):
                continue
            gain = all_of([w.ability_alive(s), w.functioning(s, self.id), made])
            thinks = all_of([w.ability_alive(s), w.believes_ability(s, self.id), made])
            w.failed_if_droisoned(s, self.id, all_of([w.ability_alive(s), made]))
            self.gain(w, s, char, gain, thinks)
            if char == "bountyhunter" and w.jinxed(self.id, char):
                self.may_turn_a_townsfolk_evil(w, s, gain)

    def gain(self, w, s, char, gain, thinks):
        """Seat `s` chose `char` (`gain`: it has the ability; `thinks`: it thinks
        so); the character's holder is drunk while the chooser's Philosopher
        ability works. What seat `s` is now is kept for `outlives`."""
        w.mark("philosopher_gains", [*w.state.marks.get("philosopher_gains", []),
                                     (s, char, gain, thinks, dict(w.state.chars[s]))])
        origin = [gain if q == s else FALSE for q in range(w.n)]
        w.add_effect(Effect("drunk", origin, [FALSE] * w.n, holder=self.id, until=None,
                            while_sober=True, target_char=char))

    def silent_choices(self, w, step):
        """A player who reports no choice but reports using a good ability other
        than their claim's (a Cannibal who ate the Philosopher reporting a
        Sailor's choice) may have chosen it, unreported, on this night or an
        earlier one: the choice is free (docs/rulings.md), the gained ability's
        reports bind as a reported choice's do. Once per game per holder: a
        claimant's choice spends their own; one who holds the Philosopher's
        ability without being the Philosopher (a Cannibal, a Pixie, an
        Apprentice, a Boffin's Demon) has its own, apart from any hidden
        Philosopher's (`hidden_choices`, which covers being the Philosopher)."""
        n = step.time.n
        for s, p in enumerate(w.case.players):
            if any(i.ability == self.id for i in p.info):
                continue
            options = sorted({i.ability for i in p.info if i.time.order() >= step.time.order()
                              and i.ability not in (self.id, p.claim)
                              and w.team(i.ability) in ("townsfolk", "outsider")})
            holds = w.believes_ability(s, self.id)
            if not options or is_const(holds, False):
                continue
            claimant = s in self.claimants(w)
            spent = self.spent(w, s) if claimant else w.memo.get(("philosopher_silent", s), FALSE)
            # Being the Philosopher without claiming it is `hidden_choices`' (not `you`'s).
            who = holds if p.claim == self.id else all_of([negate(w.is_(s, self.id)), holds])
            alive = w.state.alive[s]
            chose = {c: w.fresh(f"philosopher_silent_{s}_{c}_n{n}") for c in options}
            for v in chose.values():
                w.add(implies(v, all_of([alive, who, negate(spent)])))
            w.add(at_most(list(chose.values()), 1))
            made = any_of(list(chose.values()))
            w.memo[("philosopher_spent", s) if claimant else ("philosopher_silent", s)] = \
                any_of([spent, made])
            w.failed_if_droisoned(s, self.id, made)
            works = w.functioning(s, self.id)
            for c, v in chose.items():
                self.gain(w, s, c, all_of([v, works]), v)
                if c == "bountyhunter" and w.jinxed(self.id, c):
                    self.may_turn_a_townsfolk_evil(w, s, all_of([v, works]))

    @staticmethod
    def may_turn_a_townsfolk_evil(w, s, gain):
        """The Bounty Hunter jinx: with the ability gained, one Townsfolk (any)
        may turn evil, or none does."""
        turned = w.choose(f"philosopher{s}_bountyhunter_evil_n{w.step.time.n}",
                          [all_of([gain, w.is_team(v, "townsfolk")]) for v in range(w.n)],
                          optional=True)
        w.set_evil(turned, True)

    def claimants(self, w):
        """Seats claiming the Philosopher (not `you`): their reports say the choice.
        Cached: every step asks who wakes."""
        return w.cached("philosopher_claimants",
                        lambda: [s for s, p in enumerate(w.case.players)
                                 if p.claim == self.id and p.name != w.case.you])

    def spent(self, w, s):
        """The claimant has made a choice before (one reported or one hidden)."""
        return w.memo.get(("philosopher_spent", s), FALSE)

    def reported_choice_made(self, w, s, first):
        """Whether the claimant really made tonight's reported choice: the first
        one if their reports bind them; otherwise perhaps, if they made none
        before."""
        bound = w.memo.get(("philosopher_bound", s), FALSE)
        if first and is_const(bound, True):
            made = TRUE
        else:
            made = w.fresh(f"philosopher_made_{s}_n{w.step.time.n}")
            w.add(implies(made, negate(self.spent(w, s))))
            w.add(implies(bound, made if first else negate(made)))
        w.memo[("philosopher_spent", s)] = any_of([self.spent(w, s), made])
        return made

    def hidden_keys(self, w):
        """Where a hidden choice's use is kept: one for the game where one player
        at a time is the Philosopher, one per seat where two may be (a Pope's
        duplicates: each holder spends its own)."""
        if w.may_duplicate(self.id):
            return [("philosopher_hidden_used", s) for s in range(w.n)]
        return ["philosopher_hidden_used"]

    def hidden_key(self, w, seat):
        keys = self.hidden_keys(w)
        return keys[seat] if len(keys) > 1 else keys[0]

    def hidden_choices(self, w, step):
        """Seats that may be the Philosopher without their reports saying the
        choice (claiming something else, or a claimant the reports do not bind
        tonight): tonight it may spend the ability, making a good character's
        holder drunk. With one Philosopher at a time, one optional choice a
        night serves every such seat; where two players may be the Philosopher,
        each such seat makes its own (and may make the other Philosopher drunk)."""
        n = step.time.n
        claimants = self.claimants(w)
        hidden = [s for s, p in enumerate(w.case.players)
                  if p.name != w.case.you and not is_const(w.is_(s, self.id), False)]
        gate = {s: all_of([negate(w.trusted(s)), negate(self.spent(w, s))]) if s in claimants
                else TRUE for s in hidden}
        hidden = [s for s in hidden if not is_const(gate[s], False)]
        if not hidden:
            return
        each = w.may_duplicate(self.id)
        for group in ([[s] for s in hidden] if each else [hidden]):
            key = self.hidden_key(w, group[0])
            used = w.memo.get(key, FALSE)
            label = f"philosopher_hidden_n{n}" + (f"_by{group[0]}" if each else "")
            victim = w.choose(label,
                              [all_of([any_of([w.is_team(v, "townsfolk"),
                                               w.is_team(v, "outsider")]),
                                       FALSE if each and v == group[0] else
                                       TRUE if each else negate(w.is_(v, self.id)),
                                       negate(used)]) for v in range(w.n)],
                              optional=True)
            chose = any_of(victim)
            w.memo[key] = any_of([used, chose])
            for s in group:
                if s in claimants:
                    w.memo[("philosopher_spent", s)] = any_of(
                        [self.spent(w, s), all_of([chose, gate[s], w.believes(s, self.id)])])
            origin = [all_of([chose, gate[q], w.state.alive[q], w.functioning(q, self.id)])
                      if q in group else FALSE for q in range(w.n)]
            w.add_effect(Effect("drunk", origin, victim, holder=self.id, until=None,
                                while_sober=True))

    def wakes(self, w, seat, step):
        """Woken to choose until the choice is made: by a claimant, a choice made
        on an earlier night (reported or hidden); a choice reported tonight wakes
        a claimant the reports bind (a second one being ignored), not one they do
        not bind who chose before (their report may be a lie); by any other, a
        hidden one."""
        n = step.time.n
        now = step.time.order()
        times = [i.time.order() for i in w.case.players[seat].info if i.ability == self.id]
        if seat in self.claimants(w):
            before = w.memo.get(("philosopher_spent_before", seat, n), self.spent(w, seat))
            bound = w.memo.get(("philosopher_bound", seat), w.trusted(seat))
            spent = all_of([negate(bound), before]) if now in times else before
        elif any(t < now for t in times) and now not in times:
            return FALSE
        elif w.names[seat] == w.case.you:
            spent = w.memo.get(("philosopher_silent", "before", seat, n), FALSE)
        else:
            key = self.hidden_key(w, seat)
            hidden = w.memo.get((key, "before", n), FALSE)
            silent = w.memo.get(("philosopher_silent", "before", seat, n), FALSE)
            spent = any_of([all_of([w.is_(seat, self.id), hidden]),
                            all_of([negate(w.is_(seat, self.id)), silent])])
        return all_of([w.ability_alive(seat), negate(spent)])

    def grants(self, w, seat, char, state):
        """The chosen ability, while its chooser keeps the Philosopher's ability
        (as the Philosopher, or as one who has its ability: a Cannibal who ate
        the Philosopher "has this good player's ability"), or `outlives` it."""
        return any_of([all_of([gain, any_of([w.has_ability(s, self.id, state),
                                             self.outlives(w, s, c, then, state)])])
                       for s, c, gain, _, then in state.marks.get("philosopher_gains", [])
                       if s == seat and c == char and c != self.id])

    def believes_granted(self, w, seat, char, state):
        return any_of([all_of([thinks, any_of([w.believes_ability(s, self.id, state),
                                               self.outlives(w, s, c, then, state)])])
                       for s, c, _, thinks, then in state.marks.get("philosopher_gains", [])
                       if s == seat and c == char and c != self.id])

    def outlives(self, w, seat, char, then, state):
        """The gained ability stays after the chooser loses the Philosopher's
        ability without changing character (a Cannibal's next meal: "the
        Cannibal loses the ability of the previous player", which was the
        Philosopher's, not the one it gained): no text says whether it goes
        with it, so either, the Storyteller's reading per gain. One who changes
        character (`then`: what the seat was when it chose) loses it."""
        same = any_of([all_of([v, w.is_(seat, c, state)]) for c, v in then.items()
                       if c != self.id and not is_const(v, False)])
        if is_const(same, False):
            return FALSE
        return all_of([same, w.free_choice(f"philosopher_{seat}_{char}_outlives")])


RULE = Philosopher()
