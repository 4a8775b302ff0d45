"""Gambler: "Each night*, choose a player & guess their character: if you guess
wrong, you die."

Each night but the first the Gambler names any player (dead, alive or
themself) and a character; if the player is not that character, a sober and
healthy Gambler dies (a Recluse or Spy may register either way, the
Storyteller's choice). No feedback is given, so a sober Gambler who lives
guessed right. Protection from death (Tea Lady) saves the Gambler.

A player given the ability (a Philosopher, a Cannibal, a Pixie after)
guesses and dies as the Gambler does; each holder (two Gamblers under the
Pope too) makes a guess of its own.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate


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
        made = w.holder_choice(self.id, f"gambler_n{n}_player")  # the player guessed about
        w.memo[("gambler_player", n)] = made
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)], target)
        wrong, dies = {}, []
        for s in range(w.n):
            if not w.may_hold(s, self.id):  # a given ability (a Philosopher's) guesses too
                dies.append(FALSE)
                continue
            wrong[s] = w.fresh(f"gambler_wrong_n{n}_{s}")
            holds = any_of([w.is_(s, self.id), w.granted(s, self.id)])
            guessed = all_of([w.ability_alive(s), holds, wrong[s]])
            works = w.functioning(s, self.id)
            dies.append(all_of([guessed, works, negate(w.cannot_die(s, "ability"))]))
            w.abnormal(s, all_of([guessed, negate(works)]))
        w.memo[("gambler", n)] = wrong
        w.kill(dies)

    def wakes(self, w, seat, step):
        """Woken before the death this step may bring."""
        awake = w.memo.get(("gambler_awake", step.time.n))
        return awake[seat] if awake else w.ability_alive(seat)

    def choice(self, w, seat, payload, step):
        player, char = payload
        wrong = w.memo[("gambler", step.time.n)].get(seat)
        if wrong is None:
            return FALSE
        right = w.check().is_char(w.seat(player), char)
        target = w.memo[("gambler_player", step.time.n)].of(seat)
        return all_of([target[w.seat(player)], implies(wrong, negate(right)),
                       implies(negate(wrong), right)])


RULE = Gambler()
