"""Vortox: "Each night*, choose a player: they die. Townsfolk abilities yield
false info. Each day, if no-one is executed, evil wins."

While the Vortox is alive, sober and healthy, every Townsfolk ability that
gives information gives false information, false against the grimoire (the
Fortune Teller's red herring included; the Storyteller still chooses which
false answer, and how a Recluse or Spy registers to it; a stricter table's
`rules: {false_info_plain_truth: true}` judges it against the plain truth, with
no red herring and nobody misregistering), also information it
gives another player (the Nightwatchman's); choosing abilities
(Monk, Gambler...) are unaffected, and so is a report that constrains
nothing (the Fisherman's advice, "not necessarily 'facts'"; the General's
"which alignment the Storyteller believes is winning"): no fact makes it
true, so any answer may be the false one. Outsider, Minion and Demon abilities are
unaffected. A day that ends with no execution (an execution in which the
player survives still counts) ends the game with an evil win. A drunk or
poisoned Vortox does neither.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from rules.demonkill import chosen_by, nightly_kill


class Vortox(Rule):
    id = "vortox"
    ability = ("Each night*, choose a player: they die. Townsfolk abilities yield false info. "
               "Each day, if no-one is executed, evil wins.")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        nightly_kill(w, self.id, step)

    def working(self, w):
        return any_of([all_of([w.state.alive[s], w.functioning(s, self.id)])
                         for s in range(w.n)])

    def falsifies(self, w, seat, ability, step):
        rule = w.rules.get(ability)
        if w.team(ability) != "townsfolk" or rule is None:
            return FALSE
        if rule.learns(step):
            return self.working(w)
        if rule.informs_others:  # what `seat` was told by another's ability
            return all_of([self.working(w), negate(w.has_ability(seat, ability))])
        return FALSE

    def at_dusk(self, w, day, executed_today):
        if not executed_today:
            w.game_over(self.working(w))

    def choice(self, w, seat, payload, step):
        return chosen_by(w, self.id, step.time.n, seat, w.seat(payload))


RULE = Vortox()
