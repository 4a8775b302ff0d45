"""Barista: "Each night, until dusk, 1) a player becomes sober, healthy & gets
true info, or 2) their ability works twice. They learn which."

Each night, the first too, at the Barista's place, while the Barista is
alive, sober and healthy, the Storyteller chooses a player (any, the Barista
too) and one of the two; the player is woken and learns which. Until dusk:
1) the player is sober and healthy whatever would droison them (a "sober"
effect, ending early if the Barista dies or is droisoned), and the
information their own ability gives them is true, even where another
ability (the Vortox) would make it false or the Storyteller could say
anything; 2) their ability works twice. A drunk or poisoned Barista changes
nobody, and the Storyteller may still wake a player and tell them anything.
The player's report is keyed by this ability: `{night: N, barista: sober}`
or `{night: N, barista: twice}`. The Barista does not wake.

"Works twice" is encoded so that no world is lost where the second working
is information, a droisoning, a protection from the Demon, or a night kill:
the player's information from night N to dusk is free (two reports of one
night may each be what either working told or chose); after each step that
night, each droisoning and each protection the player's ability made may be
made once more, on any player or none; and while a player with a
night-killing ability works twice, more of the listed players may die that
night, at any moment. A drunk or poisoned Barista's failure may count as an
abnormal outcome, or not. Left open: who is chosen and which of the two,
when nobody says; whether the Barista chosen counts as woken by its own
ability. Not encoded: a second working of any other ability (a character
or alignment change, madness, a day ability used twice); the answer warns
of it.
"""

from dataclasses import replace

from caselang.payloads import Word
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, implies, is_const, negate
from engine.world import DISABLING, SOBERING, Effect

SOBER, TWICE = "sober", "twice"


class Barista(Rule):
    id = "barista"
    ability = ("Each night, until dusk, 1) a player becomes sober, healthy & gets true info, "
               "or 2) their ability works twice. They learn which.")
    payload = Word((SOBER, TWICE))
    payload_doc = ("sober/twice: on the player the Barista's ability chose, which they learnt: "
                   "1) sober, healthy & true info until dusk, or 2) their ability works twice")
    constrains = ("each night a player the Storyteller chooses: 1) is sober and healthy and "
                  "gets true info until dusk, or 2) their ability works twice: their info is "
                  "free until dusk, each droisoning and protection it makes that night may be "
                  "made once more on anyone, and a night kill may kill more of the listed "
                  "dead; the chosen player's report says which. Not encoded: a second working "
                  "of any other ability (a character or alignment change, madness, a day "
                  "ability)")
    warning = ("the Barista's \"their ability works twice\" is encoded for information, "
               "droisoning, protection and night kills only: worlds where it doubled another "
               "ability (a character change, a day ability) may be missing")
    wakes_on = "each"
    informs_others = True

    def act(self, w, step):
        n = step.time.n
        holders = [all_of([w.is_(s, self.id), w.ability_alive(s)]) for s in range(w.n)]
        working = any_of([all_of([h, w.functioning(s, self.id)]) for s, h in enumerate(holders)])
        target = w.choose(f"barista_n{n}", optional=True)
        w.add(implies(working, any_of(target)))
        w.add(implies(any_of(target), any_of(holders)))
        for s, h in enumerate(holders):  # a droisoned Barista's choice: counted or not
            w.abnormal(s, all_of([h, negate(w.functioning(s, self.id))]), optional=TRUE)
        twice = w.fresh(f"barista_n{n}_twice")
        sober = [all_of([t, working, negate(twice)]) for t in target]
        doubled = [all_of([t, working, twice]) for t in target]
        w.add_effect(Effect(SOBERING, holders, sober, holder=self.id, until=n,
                            while_sober=True))
        w.memo[("barista", n)] = (target, twice, doubled)
        self.reports(w, step, target, twice, working)

    def reports(self, w, step, target, twice, working):
        """The chosen player learns which: their report says it, and only the
        chosen player learns one (a drunk or poisoned Barista's: anything)."""
        for r, player in enumerate(w.case.players):
            if player.claim == self.id:
                continue  # the Barista's own report: `wakes` and `info`
            for i in player.info:
                if i.time != step.time or i.ability != self.id:
                    continue
                said = TWICE if i.payload == TWICE else SOBER
                with w.tracked(f"{player.name} was told {said} by the Barista on {step.time}"):
                    right = twice if said == TWICE else negate(twice)
                    w.add(implies(w.trusted(r),
                                  all_of([target[r], any_of([negate(working), right])])))

    def wakes(self, w, seat, step):
        """The Barista wakes only as the player chosen."""
        got = w.memo.get(("barista", step.time.n))
        return got[0][seat] if got else FALSE

    def woken(self, w, seat, step):
        """The Barista chosen by its own ability: whether that counts as woken
        for it (an ability that counts who woke) no text says."""
        return all_of([self.wakes(w, seat, step), w.woke_freely(self.id, seat, step)])

    def info(self, w, seat, payload, step):
        got = w.memo.get(("barista", step.time.n))
        if got is None:
            return FALSE
        return got[1] if payload == TWICE else negate(got[1])

    def makes_true(self, w, seat, ability, step):
        return w.sobered(seat)

    def works_twice(self, w, seat, ability, step):
        got = w.memo.get(("barista", step.time.n))
        return got[2][seat] if got else FALSE

    def between_steps(self, w, edge):
        """After each step tonight, the second working of a doubled player's
        ability: another droisoning and another protection like each one the
        step made, on a player of the Storyteller's choice (or none), and,
        with a night kill, more listed deaths at any moment."""
        n = w.step.time.n
        if w.step.time.kind != "night":
            return
        seen = w.memo.setdefault(("barista_seen", n), set())
        effects = [e for e in w.state.effects if id(e) not in seen]
        guards = [g for g in w.state.guards if id(g) not in seen]
        seen.update(id(x) for x in (*effects, *guards))
        got = w.memo.get(("barista", n))
        if got is None:
            return
        doubled = got[2]
        for k, e in enumerate(effects):
            if e.kind in DISABLING and e.holder not in (None, self.id) and e.compute is None \
                    and e.target_char is None:
                origin = self.again(w, e.origin, doubled)
                if origin is not None:
                    again = replace(e, origin=origin, target=self.target(w, origin, f"e{k}"))
                    w.add_effect(again)
                    seen.add(id(again))
        for k, g in enumerate(guards):
            origin = self.again(w, g.origin, doubled)
            if origin is not None:
                again = replace(g, origin=origin, target=self.target(w, origin, f"g{k}"))
                w.update(guards=(*w.state.guards, again))
                seen.add(id(again))
        self.kills_again(w, doubled)

    @staticmethod
    def again(w, origin, doubled):
        """Who made it, where they work twice now (None: nobody can)."""
        out = [all_of([o, d]) for o, d in zip(origin, doubled)]
        return None if all(is_const(x, False) for x in out) else out

    @staticmethod
    def target(w, origin, tag):
        """The second working's player: any one, or none."""
        pick = w.choose(f"barista_again_{w.step.index}_{tag}", optional=True)
        return [all_of([x, any_of(origin)]) for x in pick]

    def kills_again(self, w, doubled):
        """A night kill working twice: more listed deaths, at any moment."""
        killers = [c for c, r in w.rules.items() if r.kills_at_night]
        kills = any_of([all_of([d, w.has_ability(s, c)]) for s, d in enumerate(doubled)
                        for c in killers])
        if is_const(kills, False):
            return
        allowed = [w.may_die_tonight(s) for s in range(w.n)]
        dies = [FALSE if is_const(a, False) else
                all_of([kills, a, w.state.alive[s], w.fresh(f"barista_kill_{w.step.index}_{s}")])
                for s, a in enumerate(allowed)]
        demon = any_of([all_of([d, w.is_team(s, "demon")]) for s, d in enumerate(doubled)])
        w.record_demon_kill([all_of([d, demon]) for d in dies])
        w.kill(dies)


RULE = Barista()
