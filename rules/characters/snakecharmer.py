"""Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps
characters & alignments with you & is then poisoned."

Each night, before the Demon acts. If a sober and healthy Snake Charmer
chooses the Demon, the two swap characters and alignments (the Snake Charmer
becomes that Demon, and acts as it later tonight); the old Demon, now the
Snake Charmer, is poisoned for the rest of the game. Choosing anyone else
does nothing (so a sober Snake Charmer who did not swap learnt that player
is not the Demon). A Snake Charmer's report of a choice made while good is
true even if the swap made them evil, and one who swapped lists the change
(`claim: [snakecharmer, {night: N, is: DEMON}]`).
"""

from z3 import Implies, Not

from rules.catalog import team
from solver.model import Effect, all_of, any_of
from solver.payloads import Player
from solver.rule import Rule


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
        target = w.choose(f"snakecharmer_n{n}", list(st.alive))
        w.memo[("snakecharmer", n)] = target
        self.reported_choices(w, step, target)
        charmer = [all_of([st.alive[p], w.functioning(p, self.id)]) for p in range(w.n)]
        charmed = any_of(charmer)
        demons = [c for c in w.script if team(c) == "demon"]
        hit = {d: any_of([all_of([t, w.is_(q, d)]) for q, t in enumerate(target)])
               for d in demons}
        swapped = any_of(list(hit.values()))
        new_demon = [all_of([c, swapped]) for c in charmer]
        old_demon = [all_of([charmed, t, w.is_team(q, "demon")]) for q, t in enumerate(target)]
        evil = st.evil
        demon_evil = any_of([all_of([t, evil[q]]) for q, t in enumerate(target)])
        charmer_evil = any_of([all_of([c, evil[p]]) for p, c in enumerate(charmer)])
        self.reported_swaps(w, step, new_demon)
        for d in demons:
            w.become([all_of([x, hit[d]]) for x in new_demon], d)
        w.become(old_demon, self.id)
        w.update(evil=[any_of([all_of([new_demon[s], demon_evil]),
                               all_of([old_demon[s], charmer_evil]),
                               all_of([Not(new_demon[s]), Not(old_demon[s]), evil[s]])])
                       for s in range(w.n)])
        w.add_effect(Effect("poisoned", old_demon, old_demon, holder=None, until=None))

    def reported_choices(self, w, step, target):
        """A Snake Charmer good when choosing reports the real choice, even if the
        swap then made them evil (their later reports may lie)."""
        for r, player in enumerate(w.case.players):
            if player.claim != self.id:
                continue
            for info in player.info:
                if info.time != step.time or info.ability != self.id:
                    continue
                trusted = w.true if player.name == w.case.you else w.good(r)
                with w.tracked(f"{player.name} chose {info.payload} as the Snake Charmer "
                               f"on {step.time}"):
                    w.add(Implies(all_of([trusted, w.is_(r, self.id)]),
                                  target[w.seat(info.payload)]))

    def reported_swaps(self, w, step, new_demon):
        """A trusted Snake Charmer reporting tonight's choice is woken and shown the
        Demon token if they swap: without a listed change tonight, no swap."""
        for r, player in enumerate(w.case.players):
            if player.claim != self.id or any(c.time == step.time for c in player.changes):
                continue
            if not any(i.time == step.time and i.ability == self.id for i in player.info):
                continue
            trusted = w.true if player.name == w.case.you else w.good(r)
            with w.tracked(f"{player.name} did not become the Demon on {step.time}"):
                w.add(Implies(trusted, Not(new_demon[r])))

    def choice(self, w, seat, payload, step):
        return w.memo[("snakecharmer", step.time.n)][w.seat(payload)]


RULE = SnakeCharmer()
