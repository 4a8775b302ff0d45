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
A player who may hold the ability by a grant (`World.may_gain`: an evil
Apprentice) makes a choice of its own each night it holds or thinks it holds
the ability (free when unreported): the player it chooses may act mad too.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, count_is, negate
from engine.world import Choices


class Cerenovus(Rule):
    id = "cerenovus"
    ability = ('Each night, choose a player & a good character: they are "mad" '
               "they are this character tomorrow, or might be executed.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player made mad, and the good character"
    is_choice = True
    wakes_on = "each"
    jinxes = ("goblin",)

    def options(self, w):
        """The good characters of the script, and the Goblin (its jinx)."""
        return [c for c in w.script if w.team(c) in ("townsfolk", "outsider")
                or (c == "goblin" and w.jinxed(self.id, c))]

    def madness(self, w, night):
        """The night's choice, made lazily (claims are encoded before the nights):
        the character's holder's, then per seat that may gain the ability
        (`World.may_gain`: an evil Apprentice) its own, made where it acts."""
        key = ("cerenovus", night)
        if key not in w.memo:
            made = {}
            for q in [None, *[q for q in range(w.n) if w.may_gain(q)]]:
                tag = "" if q is None else f"_by{q}"
                seats = [w.fresh(f"cerenovus_n{night}{tag}_{s}") for s in range(w.n)]
                chars = {c: w.fresh(f"cerenovus_n{night}{tag}_{c}") for c in self.options(w)}
                made[q] = (seats, chars, w.fresh(f"cerenovus_n{night}{tag}_acted"))
            w.memo[key] = made
        return w.memo[key]

    def act(self, w, step):
        made = self.madness(w, step.time.n)
        seats, chars, acted = made[None]
        w.add(count_is([x for x in seats], 1))
        w.add(count_is([x for x in chars.values()], 1))
        woke = self.choosers(w, step)
        w.chosen([all_of([x, w.is_(p, self.id)]) for p, x in enumerate(woke)], seats)
        # A Cerenovus woke and chose, working or not: the player chosen is told.
        w.add(acted == any_of([all_of([w.ability_alive(p), w.is_(p, self.id)])
                                 for p in range(w.n)]))
        own = {}
        for q, (q_seats, q_chars, q_acted) in made.items():
            if q is None:
                continue
            # One who holds the ability by a grant, or only thinks so, woke and chose.
            w.add(q_acted == all_of([w.ability_alive(q), negate(w.is_(q, self.id)),
                                     w.believes_ability(q, self.id)]))
            w.add(count_is([x for x in q_seats], 1))
            w.add(count_is([x for x in q_chars.values()], 1))
            w.chosen([all_of([q_acted, woke[q]]) if p == q else FALSE for p in range(w.n)],
                     q_seats)
            own[q] = q_seats
        w.per_holder[(self.id, step.index)] = Choices(self.id, seats, own,
                                                      [w.is_(p, self.id) for p in range(w.n)])
        for p in range(w.n):
            w.failed_if_droisoned(p, self.id, w.ability_alive(p))

    def choice(self, w, seat, payload, step):
        made = self.madness(w, step.time.n)

        def picked(q):
            seats, chars, _ = made[q]
            char = chars.get(payload[1])
            return all_of([seats[w.seat(payload[0])], char if char is not None else FALSE])
        if seat not in made:
            return picked(None)
        return any_of([all_of([w.is_(seat, self.id), picked(None)]),
                       all_of([negate(w.is_(seat, self.id)), picked(seat)])])

    def may_misclaim(self, w, seat, claim):
        if claim not in self.options(w):
            return FALSE
        last = w.last.n if w.last.kind == "day" else w.last.n - 1
        opts = []
        for night in range(1, last + 1):
            for seats, chars, acted in self.madness(w, night).values():
                opts.append(all_of([seats[seat], chars[claim], acted]))
        return any_of(opts)


RULE = Cerenovus()
