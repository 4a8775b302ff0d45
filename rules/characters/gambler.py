"""Gambler: "Each night*, choose a player & guess their character: if you guess
wrong, you die."

Each night but the first the Gambler names any player (dead, alive or
themself) and a character; if the player is not that character, a sober and
healthy Gambler dies (a Recluse or Spy may register either way, the
Storyteller's choice). No feedback is given, so a sober Gambler who lives
guessed right. Protection from death (Tea Lady) saves the Gambler.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import all_of, implies, negate


class Gambler(Rule):
    id = "gambler"
    ability = ("Each night*, choose a player & guess their character: "
               "if you guess wrong, you die.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the guess; whether the Gambler died is in events"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        w.memo[("gambler_awake", n)] = [w.ability_alive(s) for s in range(w.n)]
        wrong = w.fresh(f"gambler_wrong_n{n}")
        w.memo[("gambler", n)] = wrong
        target = w.choose(f"gambler_n{n}_player")  # the player guessed about
        w.memo[("gambler_player", n)] = target
        w.chosen([all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)], target)
        dies = []
        for s in range(w.n):
            guessed = all_of([w.ability_alive(s), w.is_(s, self.id), wrong])
            dies.append(all_of([guessed, w.sober(s), negate(w.cannot_die(s, "ability"))]))
            w.abnormal(s, all_of([guessed, negate(w.sober(s))]))
        w.kill(dies)

    def wakes(self, w, seat, step):
        """Woken before the death this step may bring."""
        awake = w.memo.get(("gambler_awake", step.time.n))
        return awake[seat] if awake else w.ability_alive(seat)

    def choice(self, w, seat, payload, step):
        player, char = payload
        wrong = w.memo[("gambler", step.time.n)]
        right = w.check().is_char(w.seat(player), char)
        target = w.memo[("gambler_player", step.time.n)]
        return all_of([target[w.seat(player)], implies(wrong, negate(right)),
                       implies(negate(wrong), right)])


RULE = Gambler()
