"""Lycanthrope: "Each night*, choose an alive player. If good, they die & the
Demon doesn't kill tonight. One good player registers as evil."

Setup: while a Lycanthrope is in play, the Storyteller picks one player who
starts good (the Faux Paw). The Faux Paw may register as evil at any
detection, the Lycanthrope's or another ability's: the text says they
register as evil, not to which abilities, so at each detection either way.
One who gains the ability later (a Philosopher's choice) has a Faux Paw
too, while it holds the ability: as for the Fortune Teller's red herring,
the texts do not say whether it is one of its own or the game's, so either
(`World.later_pick`; its own, one player good at setup or then).

Each night but the first the living Lycanthrope chooses a living player
(`{night: N, lycanthrope: P}`). If its ability works and P registers as
good to it, P dies (unless P cannot die or escapes it) and the Demon kills
nobody tonight: the Storyteller may keep the Demon asleep or wake it to no
effect. A player registering as evil is left alive, and the Demon kills as
usual.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, is_const, negate


class Lycanthrope(Rule):
    id = "lycanthrope"
    ability = ("Each night*, choose an alive player. If good, they die & the Demon doesn't kill "
               "tonight. One good player registers as evil.")
    payload = Player()
    payload_doc = "P: the living player chosen"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True
    constrains = ("one starting-good player may register as evil at any detection; a working "
                  "Lycanthrope's choice of a living player registering good kills them and "
                  "the Demon kills nobody that night")

    def setup(self, w):
        self.faux_paw(w)

    def faux_paw(self, w):
        """Per seat: it is the Faux Paw, one player who starts good, picked at setup
        while a Lycanthrope is in play (made on first use: a detection during
        another rule's setup may ask first)."""
        if "fauxpaw" not in w.memo:
            start = w.start_state
            here = w.in_play(self.id, start)
            if is_const(here, False):
                pick = [FALSE] * w.n
            else:
                pick = [all_of([w.fresh(f"fauxpaw_{s}"), negate(start.evil[s])])
                        if s in w.bag_seats else FALSE for s in range(w.n)]
                w.add(implies(here, exactly_one(pick)))
                w.add(implies(negate(here), negate(any_of(pick))))
            w.memo["fauxpaw"] = pick
        return w.memo["fauxpaw"]

    def marks_evil(self, w, seat):
        opts = [self.faux_paw(w)[seat]]
        for q in range(w.n):
            lent = w.granted(q, self.id)
            if is_const(lent, False):
                continue
            paw = w.later_pick(self.id, q, self.faux_paw(w), self.faux_paw(w),
                               lambda q=q: self.later_paw(w, q))
            opts.append(all_of([lent, paw[seat]]))
        return all_of([any_of(opts), w.good(seat)])

    def later_paw(self, w, q):
        """A Faux Paw for one who gained the ability after setup (a
        Philosopher's choice): one player good at setup or now (when the
        Storyteller picks it the texts do not say)."""
        pick = [w.fresh(f"fauxpaw_later{q}_{s}") if w.present(s) or s in w.bag_seats else FALSE
                for s in range(w.n)]
        w.add(exactly_one(pick))
        for s, p in enumerate(pick):
            w.add(implies(p, any_of([negate(w.start_state.evil[s]), w.good(s)])))
        return pick

    def wakes(self, w, seat, step):
        """Alive (or keeping the ability) as its step began: one who chose
        themself and died of it was woken all the same."""
        awake = w.memo.get(("lycanthrope_awake", step.time.n))
        return awake[seat] if awake is not None else w.ability_alive(seat)

    def act(self, w, step):
        n = step.time.n
        w.memo[("lycanthrope_awake", n)] = [w.ability_alive(s) for s in range(w.n)]
        alive = list(w.state.alive)
        made = w.holder_choice(self.id, f"lycanthrope_n{n}", allowed=alive)
        w.memo[("lycanthrope", n)] = made
        woke = self.choosers(w, step)
        check = w.check(self.id)
        hits = [FALSE] * w.n
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
            working = any_of([all_of([c, x, w.functioning(q, self.id)])
                              for q, (c, x) in enumerate(zip(chooser, woke))])
            hits = [any_of([h, all_of([working, t, alive[s], negate(check.detection().evil(s))])])
                    for s, (h, t) in enumerate(zip(hits, target))]
        w.memo[("lycanthrope_struck", n)] = any_of(hits)
        w.kill(hits)

    def choice(self, w, seat, payload, step):
        return w.memo[("lycanthrope", step.time.n)].of(seat)[w.seat(payload)]

    def struck(self, w):
        if w.step.time.kind != "night":
            return FALSE
        return w.memo.get(("lycanthrope_struck", w.step.time.n), FALSE)

    def on_demon_attack(self, w, target):
        struck = self.struck(w)
        if is_const(struck, False):
            return None
        return [all_of([negate(struck), t]) for t in target]

    def keeps_asleep(self, w, seat):
        """The Demon, who kills nobody tonight, may be left asleep."""
        struck = self.struck(w)
        if is_const(struck, False):
            return FALSE
        asleep = w.free_choice(f"lycanthrope_asleep_n{w.step.time.n}_{seat}")
        return all_of([struck, w.is_team(seat, "demon"), asleep])


RULE = Lycanthrope()
