"""Exorcist: "Each night*, choose a player (different to last night): the
Demon, if chosen, learns who you are then doesn't wake tonight."

Each night but the first, before the Demons act. A Demon chosen by a sober
and healthy Exorcist does not wake tonight: it kills nobody and does not
count as woken (a Pukka's earlier choice still dies). Choosing anyone else
does nothing. Whoever holds the ability chooses with it (one who gained it
chooses for themselves, different to their own choice last night).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class Exorcist(Rule):
    id = "exorcist"
    ability = ("Each night*, choose a player (different to last night): the Demon, "
               "if chosen, learns who you are then doesn't wake tonight.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"exorcist_n{n}", differ=w.memo.get(("exorcist", n - 1)))
        w.memo[("exorcist", n)] = made
        blocked = [FALSE] * w.n
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)], target)
            working = any_of([all_of([c, w.ability_alive(s), w.functioning(s, self.id)])
                                for s, c in enumerate(chooser)])
            blocked = [any_of([b, all_of([working, t, w.is_team(s, "demon")])])
                       for s, (b, t) in enumerate(zip(blocked, target))]
        w.memo[("exorcised", n)] = blocked

    def keeps_asleep(self, w, seat):
        if w.step.time.kind != "night":
            return FALSE
        return self.exorcised(w, w.step.time.n)[seat]

    def exorcised(self, w, night: int) -> list:
        """Per seat: a Demon a working Exorcist chose on `night` (what a jinx
        reads: the Yaggababble's)."""
        return w.memo.get(("exorcised", night)) or [FALSE] * w.n

    def choice(self, w, seat, payload, step):
        return w.memo[("exorcist", step.time.n)].of(seat)[w.seat(payload)]


RULE = Exorcist()
