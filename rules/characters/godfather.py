"""Godfather: "You start knowing which Outsiders are in play. If 1 died today,
choose a player tonight: they die. [-1 or +1 Outsider]"

Setup has one Outsider fewer or one more (the Storyteller's choice). If an
Outsider died during the day (by execution or otherwise, as in How to Run;
night deaths do not count), that night the Godfather, alive, sober and
healthy, chooses a player who dies: one kill however many Outsiders died.
The Godfather wakes on the first night and on such nights only. Whoever holds
the ability chooses with it (one who gained it kills a player of their own
choice).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, negate


class Godfather(Rule):
    id = "godfather"
    ability = ("You start knowing which Outsiders are in play. If 1 died today, choose a "
               "player tonight: they die. [-1 or +1 Outsider]")
    payload = Player()
    payload_doc = "P: the player chosen to die (after an Outsider died by day)"
    is_choice = True
    wakes_on = "each"
    kills_at_night = True

    def setup(self, w):
        more = w.fresh("godfather_plus_outsider")
        here = w.in_play(self.id, w.start_state)
        w.modify_counts(all_of([here, more]), outsider=+1, townsfolk=-1)
        w.modify_counts(all_of([here, negate(more)]), outsider=-1, townsfolk=+1)

    def on_death(self, w, dying):
        if w.step.time.kind != "day":
            return
        key = ("godfather_outsider_died", w.step.time.n)
        died = any_of([all_of([d, w.is_team(s, "outsider")]) for s, d in enumerate(dying)])
        w.memo[key] = any_of([w.memo.get(key, FALSE), died])

    def trigger(self, w, night):
        return w.memo.get(("godfather_outsider_died", night - 1), FALSE)

    def wakes(self, w, seat, step):
        if step.time.n == 1:
            return w.state.alive[seat]
        return all_of([w.ability_alive(seat), self.trigger(w, step.time.n)])

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        allowed = None if w.rule_flags.get("demon_attacks_dead", True) else list(w.state.alive)
        made = w.holder_choice(self.id, f"godfather_n{n}", allowed=allowed)
        w.memo[("godfather", n)] = made
        for chooser, target in made.groups(w.n):
            awake = [all_of([w.ability_alive(s), c, self.trigger(w, n)])
                     for s, c in enumerate(chooser)]
            w.chosen(awake, target)
            fires = any_of([all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)])
            w.kill([all_of([fires, t, negate(w.cannot_die(s, "ability"))])
                    for s, t in enumerate(target)])

    def choice(self, w, seat, payload, step):
        made = w.memo.get(("godfather", step.time.n))
        return made.of(seat)[w.seat(payload)] if made else TRUE


RULE = Godfather()
