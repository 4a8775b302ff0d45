"""Riot: "On day 3, Minions become Riot & nominees die but nominate an alive
player immediately. This must happen."

On the third night the Minions become Riot (Exorcist jinx: not if the
Exorcist chose the Riot that night); a drunk or poisoned Riot makes nobody
Riot. Who is a Minion is a registration (the Recluse: "allowing an ability
to work that would normally only affect evil, Minion, or Demon players"): a
sober and healthy Recluse, alive or dead, may become a Riot, and stays good;
nothing lets a real Minion escape. On day 3, while a Riot lives with its
ability working, each nominee dies at once (a `{day: 3, died: P,
after_nominated_by: Q}` event; a `by` on it names the Riot or a player
holding it) and nobody is executed; at the end of day 3
evil wins if a Riot lives. The Riot kills nobody at night.

Official jinxes that change no world here (facts/data/jinxes.tsv): the Mayor
may stop the riot (good wins if only one Riot is alive then, evil wins
otherwise), and with the Atheist, the Storyteller nominated during the riot
is voted on (the game ends if they are about to die, else nominations go
on). Both act only during the riot of day 3, and a day 3 with a Riot alive
and its ability working always ends the game here (at dusk while a Riot
lives, or when none is left): they change who wins and when, never a game
still going, which is all a case describes. The other jinxes (Banshee,
Farmer, Ravenkeeper, Sage: its nightly pick, `rules/demonpick.py`; Soldier,
Monk, Innkeeper, Exorcist: `rules/demonnominates.py`; King, Grandmother) are
encoded by the other character's module.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Riot(Rule):
    id = "riot"
    jinxes = ("mayor", "atheist")
    # Every Minion becomes a Riot: several living Riots at once.
    makes_duplicates = ("demon",)
    ability = ("On day 3, Minions become Riot & nominees die but nominate an alive "
               "player immediately. This must happen.")
    wakes_on = "other"  # the Storyteller's step on night 3; the Riot itself sleeps

    def wakes(self, w, seat, step):
        return FALSE

    def act(self, w, step):
        if step.time.n != 3:
            return
        working = any_of([all_of([w.state.alive[s], w.functioning(s, self.id),
                                    negate(w.kept_asleep(s))]) for s in range(w.n)])
        minion = w.check()
        w.become([all_of([working, minion.affects(s, "minion")]) for s in range(w.n)], self.id,
                 beside=w.n)

    def rioting(self, w):
        return any_of([all_of([w.state.alive[s], w.functioning(s, self.id)])
                         for s in range(w.n)])

    def explains_day_death(self, w, event):
        if event.time.n != 3 or not event.fields.get("after_nominated_by") or \
                event.fields.get("by") not in (None, self.id):
            return None
        nominee = w.seat(event.subject)
        return all_of([self.rioting(w), negate(w.cannot_die(nominee, "ability"))])

    def on_execution(self, w, seat, died):
        if w.step.time.kind == "day" and w.step.time.n == 3:
            w.add(negate(self.rioting(w)))

    def at_dusk(self, w, day, executed_today):
        if day == 3:
            w.game_over(any_of([all_of([w.state.alive[s], w.is_(s, self.id)])
                                  for s in range(w.n)]))


RULE = Riot()
