"""Gambler: "Each night*, choose a player & guess their character: if you guess
wrong, you die."

Each night but the first the Gambler names any player (dead, alive or
themself) and a character; if the player is not that character, a sober and
healthy Gambler dies (a Recluse or Spy may register either way, the
Storyteller's choice). No feedback is given, so a sober Gambler who lives
guessed right. Protection from death (Tea Lady) saves the Gambler. Two
Gamblers (a Pope's duplicates) each guess for themselves.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, implies, is_const, negate


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
        holders = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
        if w.duplicable(self.id):  # two Gamblers: each guesses for itself
            wrong, target = [FALSE] * w.n, [[FALSE] * w.n] * w.n
            for q in range(w.n):
                if is_const(holders[q], False):
                    continue
                wrong[q] = w.fresh(f"gambler_wrong_n{n}_by{q}")
                target[q] = w.choose(f"gambler_n{n}_player_by{q}")
                w.chosen([holders[q] if s == q else FALSE for s in range(w.n)], target[q])
        else:
            shared = w.fresh(f"gambler_wrong_n{n}")
            picked = w.choose(f"gambler_n{n}_player")  # the player guessed about
            w.chosen(holders, picked)
            wrong, target = [shared] * w.n, [picked] * w.n
        w.memo[("gambler", n)] = wrong
        w.memo[("gambler_player", n)] = target
        dies = []
        for s in range(w.n):
            guessed = all_of([w.ability_alive(s), w.is_(s, self.id), wrong[s]])
            dies.append(all_of([guessed, w.sober(s), negate(w.cannot_die(s, "ability"))]))
            w.abnormal(s, all_of([guessed, negate(w.sober(s))]))
        w.kill(dies)

    def wakes(self, w, seat, step):
        """Woken before the death this step may bring."""
        awake = w.memo.get(("gambler_awake", step.time.n))
        return awake[seat] if awake else w.ability_alive(seat)

    def choice(self, w, seat, payload, step):
        player, char = payload
        wrong = w.memo[("gambler", step.time.n)][seat]
        right = w.check().is_char(w.seat(player), char)
        target = w.memo[("gambler_player", step.time.n)][seat]
        return all_of([target[w.seat(player)], implies(wrong, negate(right)),
                       implies(negate(wrong), right)])


RULE = Gambler()
