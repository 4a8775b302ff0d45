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
"""

from z3 import Implies, Not, Or

from solver.model import all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


class Nightwatchman(Rule):
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
        used = w.state.marks.get("nightwatchman_used", w.false)
        w.memo[("nightwatchman_used", n)] = used
        target = w.choose(f"nightwatchman_n{n}", optional=True)
        w.memo[("nightwatchman", n)] = target
        w.add(Implies(Or(target), any_of([self.wakes(w, s, step) for s in range(w.n)])))
        w.mark("nightwatchman_used", any_of([used, Or(target)]))
        w.chosen([all_of([self.wakes(w, p, step), w.has_ability(p, self.id)])
                  for p in range(w.n)], target)
        working = [all_of([self.wakes(w, p, step), w.functioning(p, self.id)])
                   for p in range(w.n)]
        for r, player in enumerate(w.case.players):
            if player.claim == self.id:
                continue
            trusted = w.trusted(r)
            shown = [i.payload for i in player.info if i.time == step.time and i.ability == self.id]
            told = any_of([all_of([working[p], target[r]]) for p in range(w.n)])
            if not shown:
                with w.tracked(f"{player.name} was shown no Nightwatchman on {step.time}"):
                    w.add(Implies(trusted, Not(told)))
                continue
            false = any_of([x.falsifies(w, r, self.id, step) for x in w.rules.values()])
            for q in shown:
                qs = w.seat(q)
                right = all_of([working[qs], target[r], Not(false)])
                wrong = any_of([all_of([working[p], target[r], false])
                                for p in range(w.n) if p != qs])
                with w.tracked(f"{player.name} was shown {q} as the Nightwatchman on {step.time}"):
                    w.add(Implies(trusted, any_of([right, wrong])))

    def wakes(self, w, seat, step):
        used = w.memo.get(("nightwatchman_used", step.time.n), w.false)
        return all_of([w.state.alive[seat], Not(used)])

    def choice(self, w, seat, payload, step):
        return w.memo[("nightwatchman", step.time.n)][w.seat(payload)]


RULE = Nightwatchman()
