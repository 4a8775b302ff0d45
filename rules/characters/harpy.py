"""Harpy: "Each night, choose 2 players: tomorrow, the 1st player is mad that the
2nd is evil, or one or both might die."

Each night, the first too, the living Harpy chooses two different players
(its report: `{night: N, harpy: [P1, P2]}`); the 1st is woken and shown the
2nd. Madness is the Storyteller's judgement, which no case records, so it is
left open: the next day one or both of the two may die, a day death
`{day: N, died: P, by: harpy}` (or without `by`), if the Harpy's ability
worked when it chose them; or neither dies. Being mad that another player is
evil changes nothing a player claims or reports about their own character.

Left open: what the 1st player says; whether the Storyteller judged them
mad. Not encoded: a good 1st player's report of what they were shown.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class Harpy(Rule):
    id = "harpy"
    ability = ("Each night, choose 2 players: tomorrow, the 1st player is mad that the 2nd is "
               "evil, or one or both might die.")
    payload = Players(2)
    payload_doc = "[P1, P2]: the 1st player (made mad) and the 2nd (whom they are mad is evil)"
    is_choice = True
    wakes_on = "each"
    constrains = ("a day death (`by: harpy` or none) of either player a working Harpy chose "
                  "the night before; the madness itself, the Storyteller's judgement, is open")

    def act(self, w, step):
        n = step.time.n
        first = w.holder_choice(self.id, f"harpy_n{n}_1st")
        second = w.holder_choice(self.id, f"harpy_n{n}_2nd", differ=first)
        w.memo[("harpy", n)] = (first, second)
        woke = self.choosers(w, step)
        hit = [FALSE] * w.n
        for made in (first, second):
            for chooser, target in made.groups(w.n):
                w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
                working = any_of([all_of([c, x, w.functioning(q, self.id)])
                                  for q, (c, x) in enumerate(zip(chooser, woke))])
                hit = [any_of([h, all_of([working, t])]) for h, t in zip(hit, target)]
        w.memo[("harpy_hit", n)] = hit
        for q in range(w.n):
            w.failed_if_droisoned(q, self.id, woke[q])

    def choice(self, w, seat, payload, step):
        first, second = w.memo[("harpy", step.time.n)]
        return all_of([first.of(seat)[w.seat(payload[0])], second.of(seat)[w.seat(payload[1])]])

    def explains_day_death(self, w, event):
        if event.fields.get("by") not in (None, self.id):
            return None
        hit = w.memo.get(("harpy_hit", event.time.n))
        return None if hit is None else hit[w.seat(event.subject)]


RULE = Harpy()
