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

A Professor brought back to life (by a Shabaloth) "regains their ability,
even a once per game ability they used already": may choose again.

Not constrained: a revived player's once-per-game ability stays used unless
its rule regains it (`Rule.on_revive`: the Professor's and the Courtier's
do), and one with a first-night ability does not wake again to use it (a
first-night report on a later night is not read).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate
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
        back = [FALSE] * w.n  # per seat: a working holder's choice resurrects them
        townsfolk = w.check(self.id)
        for chooser, target, awake in self.uses(w, made):
            w.add(implies(any_of(target), any_of(awake)))
            working = any_of([all_of([a, chooser[s], w.functioning(s, self.id)])
                              for s, a in enumerate(awake)])
            back = [any_of([b, all_of([working, t, townsfolk.team(s, "townsfolk")])])
                    for s, (b, t) in enumerate(zip(back, target))]
        w.revive(back)

    def choice(self, w, seat, payload, step):
        return w.memo[("professor", step.time.n)].of(seat)[w.seat(payload)]


RULE = Professor()
