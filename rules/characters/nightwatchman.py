"""Nightwatchman: "Once per game, at night, choose a player: they learn you are
the Nightwatchman."

Once per game, on any night, the Nightwatchman may choose a player, who is
woken and shown the Nightwatchman. The chosen player's report is keyed by
this ability: `{night: N, nightwatchman: Q}` means "Q chose me and I was shown
Q". If the Nightwatchman is drunk or poisoned, the chosen player learns
nothing. Under the Vortox (a Townsfolk ability giving information) the
chosen player is shown someone other than the Nightwatchman. Such reports
are complete: a good player with no report for a night was not shown a
Nightwatchman that night. The Nightwatchman stops waking once the ability
is used. The choice is announced before it takes effect (World.chosen): a
Goon chosen first makes the Nightwatchman drunk, so the Goon learns nothing.
A player granted the ability (a Cannibal who ate the Nightwatchman, a
Philosopher) chooses with a choice of its own (`World.holder_choice`), once
per game of its own: the Cannibal "now has this good player's ability", used
or not; a revived holder has it unused again.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate
from rules.oncepergame import OncePerGame


class Nightwatchman(OncePerGame, Rule):
    id = "nightwatchman"
    ability = ("Once per game, at night, choose a player: "
               "they learn you are the Nightwatchman.")
    payload = Player()
    payload_doc = ("P: the player chosen (on the Nightwatchman); on the chosen player, "
                   "P is the Nightwatchman who chose them")
    is_choice = True
    wakes_on = "each"
    informs_others = True

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"nightwatchman_n{n}", optional=True)
        w.memo[("nightwatchman", n)] = made
        told_by = [[FALSE] * w.n for _ in range(w.n)]  # [holder][chosen]: shown the holder
        for chooser, target, awake in self.uses(w, made):
            w.add(implies(any_of(target), any_of(awake)))
            w.chosen([all_of([a, chooser[s], w.has_ability(s, self.id)])
                      for s, a in enumerate(awake)], target)
            for p in range(w.n):
                working = all_of([awake[p], chooser[p], w.functioning(p, self.id)])
                told_by[p] = [any_of([b, all_of([working, t])])
                              for b, t in zip(told_by[p], target)]
        for r, player in enumerate(w.case.players):
            if player.claim == self.id:
                continue
            trusted = w.trusted(r)
            shown = [i.payload for i in player.info if i.time == step.time and i.ability == self.id]
            told = any_of([told_by[p][r] for p in range(w.n)])
            if not shown:
                with w.tracked(f"{player.name} was shown no Nightwatchman on {step.time}"):
                    w.add(implies(trusted, negate(told)))
                continue
            false = any_of([x.falsifies(w, r, self.id, step) for x in w.rules.values()])
            for q in shown:
                qs = w.seat(q)
                right = all_of([told_by[qs][r], negate(false)])
                wrong = any_of([all_of([told_by[p][r], false]) for p in range(w.n) if p != qs])
                with w.tracked(f"{player.name} was shown {q} as the Nightwatchman on {step.time}"):
                    w.add(implies(trusted, any_of([right, wrong])))

    def choice(self, w, seat, payload, step):
        return w.memo[("nightwatchman", step.time.n)].of(seat)[w.seat(payload)]


RULE = Nightwatchman()
