"""Acrobat: "Each night*, choose a player: if they are or become drunk or
poisoned tonight, you die."

Each night but the first, at its step, the Acrobat wakes and chooses (a Goon
chosen first makes it drunk: the choice is announced first, World.chosen).
If the chosen player is drunk or poisoned then (a Drunk counts: drunk by
nature), a sober and healthy Acrobat dies at once. If they become drunk or
poisoned later that night (a Pukka's or Snake Charmer's poison, a Goon's
drunkenness for a later chooser), the Acrobat, sober and healthy then, dies
at a moment of the Storyteller's choosing between then and dawn (the text
does not say when): checked between every two steps and at the night's end.
An Acrobat who cannot die then (a Sailor's ability through a gift, an
Innkeeper's choice) lives. Two Acrobats (a Pope's duplicates) each choose
their own player.

An Acrobat its ability killed and a Professor brought back later that night
("The resurrected player regains their ability") need not die again by dawn:
whether the "you die" already dealt is dealt again the text does not say, so
the Storyteller may kill it again (a listed death) or not.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const, negate


class Acrobat(Rule):
    id = "acrobat"
    ability = ("Each night*, choose a player: if they are or become drunk or poisoned "
               "tonight, you die.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        w.memo[("acrobat_awake", n)] = [w.ability_alive(s) for s in range(w.n)]
        choosers = self.choosers(w, step)
        if w.duplicable(self.id):  # two Acrobats: each chooses its own player
            targets = [[FALSE] * w.n for _ in range(w.n)]
            for q in range(w.n):
                if not is_const(choosers[q], False):
                    targets[q] = w.choose(f"acrobat_n{n}_by{q}")
                    w.chosen([choosers[q] if s == q else FALSE for s in range(w.n)], targets[q])
        else:
            target = w.choose(f"acrobat_n{n}")
            w.chosen(choosers, target)  # a Goon makes the Acrobat drunk first
            targets = [target] * w.n
        w.memo[("acrobat", n)] = targets
        hit = self.droisoned(w, targets)
        st = w.state
        self.deal(w, n, [all_of([st.alive[s], w.functioning(s, self.id), hit[s],
                                 negate(w.cannot_die(s, "ability"))]) for s in range(w.n)])

    def deal(self, w, n, dies):
        """Kill these Acrobats, remembering whom the ability has killed tonight."""
        before = w.state.alive
        w.kill(dies)
        dealt = w.memo.get(("acrobat_dealt", n), [FALSE] * w.n)
        w.memo[("acrobat_dealt", n)] = [
            any_of([d, all_of([before[s], negate(w.state.alive[s])])]) for s, d in enumerate(dealt)]

    def droisoned(self, w, targets):
        """Per seat: the player its Acrobat ability chose is drunk or poisoned now
        (asked once per choice made)."""
        asked = {}
        for t in targets:
            if id(t) not in asked:
                asked[id(t)] = any_of([all_of([x, negate(w.sober(s))]) for s, x in enumerate(t)])
        return [asked[id(t)] for t in targets]

    def between_steps(self, w, edge):
        """After the Acrobat's step: a chosen player droisoned since then dies
        the Acrobat now or later tonight (by dawn at the latest)."""
        n = w.step.time.n
        targets = w.memo.get(("acrobat", n))
        if targets is None or w.step.time.kind != "night":
            return  # before the Acrobat's step (or on the first night)
        now = self.droisoned(w, targets)
        before = w.memo.get(("acrobat_seen", n), [FALSE] * w.n)
        seen = [any_of([b, x]) for b, x in zip(before, now)]
        w.memo[("acrobat_seen", n)] = seen
        st = w.state
        dealt = w.memo.get(("acrobat_dealt", n), [FALSE] * w.n)
        dies = []
        for s in range(w.n):
            due = all_of([st.alive[s], w.functioning(s, self.id), seen[s],
                          negate(w.cannot_die(s, "ability"))])
            # The Storyteller's moment (and, for one killed and brought back, whether
            # at all); deaths are public, so only the listed.
            free = w.fresh(f"acrobat_now_{w.step.index}_{s}") if s in w.night_deaths else FALSE
            dies.append(all_of([due, free]) if not edge else
                        all_of([due, any_of([negate(dealt[s]), free])]))
        self.deal(w, n, dies)

    def wakes(self, w, seat, step):
        """Woken before the death this step may bring."""
        awake = w.memo.get(("acrobat_awake", step.time.n))
        return awake[seat] if awake else w.ability_alive(seat)

    def choice(self, w, seat, payload, step):
        return w.memo[("acrobat", step.time.n)][seat][w.seat(payload)]


RULE = Acrobat()
