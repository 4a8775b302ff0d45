"""Bone Collector (Traveller): "Once per game, at night*, choose a dead player:
they regain their ability until dusk."

Once per game, on a night but the first, a living Bone Collector may choose a
dead player (or shake their head); if the ability works (sober and healthy),
that player has their ability again until the next dusk, while the Bone
Collector lives ("If the Bone Collector dies, that player no longer has the
ability"). The chosen player stays dead.
Report: `{night: N, bonecollector: P}` (the choice; a Bone Collector who
reports none may still have used it: the case need not record it). Woken each
night but the first until the use, reported or not.
Constrains: P was dead then (and in the game), at most one use, not on night
1; the regained ability wakes its player and their reports bind as a living
player's would (`World.ability_alive`), and its night choices act as a living
holder's: a dead Demon chosen attacks (beside a living one of the same
Demon, after a Fang Gu's jump or an Imp's star-pass: `rules.demonkill.holders`),
a dead Snake Charmer, Monk, Exorcist, Innkeeper, Sailor, Gambler, Devil's
Advocate, Chambermaid, Harlot or Summoner chooses. A "once per game" ability
already used may be used again until dusk (`World.ability_back`,
`World.give_ability_back`): the Slayer's shot, the Artist's question, the
Seamstress's choice, the Fisherman's visit, the Virgin's first nomination,
and the marked ones (the Assassin, Courtier, Professor, Nightwatchman,
Huntsman). Not encoded: a regained standing ability (a dead No Dashii's poison),
and a "you start knowing" ability used again on a later night (a dead
player's report of one is only believed if it wakes then).
"""

from caselang.case import Time
from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Effect


class BoneCollector(Rule):
    id = "bonecollector"
    ability = ("Once per game, at night*, choose a dead player: "
               "they regain their ability until dusk.")
    payload = Player()
    payload_doc = "P: the dead player chosen (once per game)"
    is_choice = True
    wakes_on = "other"
    may_decline = True

    def act(self, w, step):
        n = step.time.n
        used = w.memo.get("bonecollector_used", FALSE)
        holders = [all_of([w.state.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        allowed = [all_of([negate(w.state.alive[s]), negate(used), any_of(holders)])
                   if w.present(s) else FALSE for s in range(w.n)]
        target = w.choose(f"bonecollector_n{n}", allowed, optional=True)
        w.memo[("bonecollector", n)] = target
        w.memo[("bonecollector_used_by", n)] = [all_of([h, any_of(target)]) for h in holders]
        w.memo["bonecollector_used"] = any_of([used, any_of(target)])
        w.chosen(holders, target)
        working = [all_of([any_of(target), holders[s], w.functioning(s, self.id)])
                   for s in range(w.n)]
        w.add_effect(Effect("regains", working, target, holder=self.id, until=n,
                            compute=lambda w, st: self.regained(w, st, working, target)))
        w.give_ability_back([all_of([t, any_of(working)]) for t in target])

    def regained(self, w, st, working, target):
        """Per seat: chosen by a working Bone Collector who is still alive in `st`."""
        alive = any_of([all_of([x, st.alive[p]]) for p, x in enumerate(working)])
        return [all_of([alive, t]) for t in target]

    def wakes(self, w, seat, step):
        """Woken each night but the first until the ability is used on an earlier
        night (since any revival): the use made, reported or not (a report binds
        only a player the reports bind)."""
        name = w.names[seat]
        spent = any_of([w.memo[("bonecollector_used_by", k)][seat]
                        for k in range(2, step.time.n)
                        if ("bonecollector_used_by", k) in w.memo
                        and not w.case.revived_between(name, Time("night", k), step.time)])
        return all_of([w.state.alive[seat], negate(spent)])

    def choice(self, w, seat, payload, step):
        return w.memo[("bonecollector", step.time.n)][w.seat(payload)]

    def keeps_ability(self, w, seat, state):
        return w.affected("regains", seat, state)


RULE = BoneCollector()
