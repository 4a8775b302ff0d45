"""Professor: "Once per game, at night*, choose a dead player: if they are a
Townsfolk, they are resurrected."

Once per game, on a night but the first, the Professor may choose a dead
player; a sober and healthy Professor who chooses a dead player registering
as a Townsfolk (a Spy may, "even if dead") brings them back to life at the
Professor's step (`World.revive`), which is public: the case lists it as
`{night: N, revived: P}`. A night with no such event had no resurrection: a
Professor who reports choosing a dead Townsfolk then was drunk or poisoned
(or lies). A player granted the ability (a good Apprentice, a Philosopher, a
Cannibal) chooses with a choice of its own (`World.holder_choice`; free when
unreported), once per game of its own.

Holders of the ability (the Professor, one granted it) wake at this step in
an order the Storyteller chooses: "Resurrected Townsfolk may or may not get
to act on the night of their resurrection, depending on whether they would
act before or after the Professor". A holder dead as the step begins whom
another holder, alive then, brings back holds the ability again, unused, and
may choose at this step, a player dead then (not itself). Left out: one
brought back by a holder who was itself brought back at this step (three
holders) does not act.

A Professor brought back to life (by a Shabaloth) "regains their ability,
even a once per game ability they used already": may choose again.

Not constrained: a revived player's once-per-game ability stays used unless
its rule regains it (`Rule.on_revive`: the Professor's and the Courtier's
do), and one with a first-night ability does not wake again to use it (a
first-night report on a later night is not read).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate
from rules.oncepergame import OncePerGame


class Professor(OncePerGame, Rule):
    id = "professor"
    ability = ("Once per game, at night*, choose a dead player: "
               "if they are a Townsfolk, they are resurrected.")
    payload = Player()
    payload_doc = "P: the dead player chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        made = w.holder_choice(self.id, f"professor_n{n}", allowed=[negate(a) for a in st.alive],
                               optional=True)
        w.memo[("professor", n)] = made
        townsfolk = w.check(self.id)
        groups = list(self.uses(w, made))
        start = [awake for _, _, awake in groups]
        backs = self.resurrected(w, groups, start, townsfolk)
        back = [all_of([any_of(list(b)), negate(a)]) for b, a in zip(zip(*backs), st.alive)]
        w.revive(back)
        late = [[FALSE] * w.n for _ in groups]
        if not all(is_const(b, False) for b in back):
            self.back_at_step(w, made, back)
            late = self.brought_back(w, made, groups, backs, back)
            w.revive([any_of(list(b)) for b in zip(*self.resurrected(w, groups, late, townsfolk))])
        for (_, target, awake), again in zip(groups, late):
            w.add(implies(any_of(target), any_of(awake + again)))
            for s, a in enumerate(again):
                # back to life before its turn, it chooses a player dead then:
                # not itself (nor its reviver, alive all along)
                w.add(implies(all_of([a, negate(awake[s])]), negate(target[s])))

    def brought_back(self, w, made, groups, backs, back) -> list[list]:
        """Per group, per seat: a holder dead as the step began whom another
        holder's choice (awake as the step began) has just brought back: it
        holds the ability again, unused, and "may or may not get to act on the
        night of their resurrection, depending on whether they would act before
        or after" its reviver; the Storyteller orders the holders of one ability
        as they like, so it may choose at this step."""
        out = []
        for g, (q, (chooser, _, _)) in enumerate(zip(self.keys(made), groups)):
            others = [all_of([b, any_of([x[s] for h, x in enumerate(backs) if h != g])])
                      for s, b in enumerate(back)]
            out.append([all_of([o, a, c]) for o, a, c in
                        zip(others, self.awake(w, made, q, FALSE), chooser)])
        return out

    def resurrected(self, w, groups, turns, townsfolk) -> list[list]:
        """Per group, per seat: a working holder awake in `turns` (per group,
        per seat) chose them, a Townsfolk, so they are resurrected."""
        out = []
        for (chooser, target, _), turn in zip(groups, turns):
            working = any_of([all_of([a, chooser[s], w.functioning(s, self.id)])
                              for s, a in enumerate(turn)])
            out.append([all_of([working, t, townsfolk.team(s, "townsfolk")])
                        for s, t in enumerate(target)])
        return out

    def choice(self, w, seat, payload, step):
        return w.memo[("professor", step.time.n)].of(seat)[w.seat(payload)]


RULE = Professor()
