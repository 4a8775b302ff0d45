"""Cerenovus: "Each night, choose a player & a good character: they are "mad"
they are this character tomorrow, or might be executed."

Rulings (official ability and how to run): the chosen player learns that they
must be "mad" (try to convince the group) that they are the chosen good
character during the next day; if the Storyteller judges they are not, the
Storyteller may execute them, which is an ordinary `executed` event. So a
good player made mad about a character by the Cerenovus may claim it
although they do not believe it (and report made-up info for it). A drunk or
poisoned Cerenovus's madness has no effect (an ability that should have
worked and did not, which a Mathematician counts), but the chosen player may
still have been woken and told, and cannot know it failed: they may act mad
all the same. Payload (the Cerenovus's own
choice): `[P, character_id]`. The choice is announced to abilities that react
to being chosen (World.chosen: a Goon chosen first makes the Cerenovus drunk).
"""

from z3 import PbEq

from solver.model import all_of
from solver.payloads import Players
from solver.rule import Rule


class Cerenovus(Rule):
    id = "cerenovus"
    ability = ('Each night, choose a player & a good character: they are "mad" '
               "they are this character tomorrow, or might be executed.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player made mad, and the good character"
    is_choice = True
    wakes_on = "each"

    def options(self, w):
        return [c for c in w.script if w.team(c) in ("townsfolk", "outsider")]

    def madness(self, w, night):
        """The night's choice, made lazily: claims are encoded before the nights."""
        key = ("cerenovus", night)
        if key not in w.memo:
            seats = [w.fresh(f"cerenovus_n{night}_{s}") for s in range(w.n)]
            chars = {c: w.fresh(f"cerenovus_n{night}_{c}") for c in self.options(w)}
            acted = w.fresh(f"cerenovus_n{night}_acted")
            w.memo[key] = (seats, chars, acted)
        return w.memo[key]

    def act(self, w, step):
        seats, chars, acted = self.madness(w, step.time.n)
        w.add(PbEq([(x, 1) for x in seats], 1))
        w.add(PbEq([(x, 1) for x in chars.values()], 1))
        w.chosen(self.choosers(w, step), seats)
        # A Cerenovus woke and chose, working or not: the player chosen is told.
        w.add(acted == w.any_of([all_of([w.ability_alive(p), w.is_(p, self.id)])
                                 for p in range(w.n)]))
        for p in range(w.n):
            w.failed_if_droisoned(p, self.id, w.ability_alive(p))

    def choice(self, w, seat, payload, step):
        seats, chars, _ = self.madness(w, step.time.n)
        char = chars.get(payload[1])
        return all_of([seats[w.seat(payload[0])], char if char is not None else w.false])

    def may_misclaim(self, w, seat, claim):
        if claim not in self.options(w):
            return w.false
        last = w.last.n if w.last.kind == "day" else w.last.n - 1
        opts = []
        for night in range(1, last + 1):
            seats, chars, acted = self.madness(w, night)
            opts.append(all_of([seats[seat], chars[claim], acted]))
        return w.any_of(opts)


RULE = Cerenovus()
