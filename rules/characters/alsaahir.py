"""Alsaahir: "Each day, if you publicly guess which players are
Minion(s) and which are Demon(s), good wins."

No night action and no private information. A public guess is an event
`{day: N, alsaahir: Q, minions: [P, ...], demons: [P, ...]}`: if Q is an
Alsaahir alive (or dead with the ability back: a Bone Collector's choice,
until dusk), sober and healthy, and the guess names exactly the Minions and
exactly the Demons (dead ones included, as they register: a Recluse may count
as either, a Spy may not count as a Minion), good wins then and there; a case
that goes on after the guess rules that out.
"""

from engine.rule import Rule
from engine.terms import all_of, negate


class Alsaahir(Rule):
    id = "alsaahir"
    event_keys = ("minions", "demons")
    ability = ("Each day, if you publicly guess which players are Minion(s) and "
               "which are Demon(s), good wins.")

    def day_action(self, w, event):
        """`{day: N, alsaahir: Q, minions: [P, ...], demons: [P, ...]}`."""
        guesser = w.seat(event.subject)
        minions = set(event.fields.get("minions", []))
        demons = set(event.fields.get("demons", []))
        check = w.check()

        def right(registered: bool):
            out = []
            for s, name in enumerate(w.names):
                for team_id, named in (("minion", minions), ("demon", demons)):
                    x = check.team(s, team_id) if registered else w.is_team(s, team_id)
                    out.append(x if name in named else negate(x))
            return all_of(out)

        alive = w.ability_alive(guesser)
        w.game_over(all_of([alive, w.functioning(guesser, self.id), right(True)]))
        # A drunk or poisoned Alsaahir's right guess should have won: abnormal.
        w.abnormal(guesser, all_of([alive, w.has_ability(guesser, self.id),
                                      negate(w.sober(guesser)), right(False)]))


RULE = Alsaahir()
