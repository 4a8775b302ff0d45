"""Exorcist: "Each night*, choose a player (different to last night): the
Demon, if chosen, learns who you are then doesn't wake tonight."

Each night but the first, before the Demons act. A Demon chosen by a sober
and healthy Exorcist does not wake tonight: it kills nobody and does not
count as woken (a Pukka's earlier choice still dies). Choosing anyone else
does nothing. Whoever holds the ability chooses with it (one who gained it
chooses for themselves, different to their own choice last night).

Official jinxes (Leviathan, Riot): "If the Leviathan [Riot] nominates and
executes the player the Exorcist chose, good wins" (`rules/demonnominates.py`):
the player a working Exorcist chose last night, executed the next day on that
Demon's nomination, ends the game, so a case going on rules it out. An
Exorcist by a grant (a Philosopher) is under the jinx or not, either reading
(`World.jinx_applies`).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of
from rules.demonnominates import NOMINATING_DEMONS, by_demon, jinxed


class Exorcist(Rule):
    id = "exorcist"
    jinxes = NOMINATING_DEMONS
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
        chose = [FALSE] * w.n
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)], target)
            working = any_of([all_of([c, w.ability_alive(s), w.functioning(s, self.id)])
                                for s, c in enumerate(chooser)])
            blocked = [any_of([b, all_of([working, t, w.is_team(s, "demon")])])
                       for s, (b, t) in enumerate(zip(blocked, target))]
            if jinxed(w, self.id):
                under = any_of([all_of([c, w.ability_alive(s), w.functioning(s, self.id),
                                        w.jinx_applies(s, self.id)])
                                for s, c in enumerate(chooser)])
                chose = [any_of([x, all_of([under, t])]) for x, t in zip(chose, target)]
        w.memo[("exorcised", n)] = blocked
        w.memo[("exorcist_chose", n)] = chose

    def on_execution(self, w, seat, died):
        chose = w.memo.get(("exorcist_chose", w.step.time.n))
        if chose is not None:
            w.game_over(all_of([by_demon(w, seat, self.id), chose[seat]]))

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
