"""Mastermind: "If the Demon dies by execution (ending the game), play for 1
more day. If a player is then executed, their team loses."

Rulings (official wiki, Mastermind page): if an executed Demon dies and the
game would end for it (no Scarlet Woman catches it, no other Demon lives),
while the Mastermind is alive, sober and healthy, the game goes on through
that night and the next day. That next day ends the game either way: at its
first execution (the executee's team loses, whether or not they die) or, with
no execution, at dusk (good wins). The dead Demon does not attack; other
abilities work as normal, and the game goes on even with two players left.
A Zombuul's apparent death ends nothing, so it does not trigger the
Mastermind; its second, real death by execution does.

Official jinx (Vigormortis): "If the Vigormortis kills the Mastermind, the
Mastermind keeps their ability" when the Vigormortis dies: a dead Mastermind
keeping its ability (a Vigormortis's kill) sets the extra day off when the
Demon executed is that Vigormortis, whose death would otherwise end the
kept ability at that very moment; so also when another Demon is executed
while it keeps it. Without the jinx only a living Mastermind does, or a dead
one given the ability back (a Bone Collector's choice, until dusk).

Official jinx (Al-Hadikhia): "If the Al-Hadikhia dies by execution, and the
Mastermind is alive, the Al-Hadikhia chooses 3 good players tonight: if all 3
choose to live, evil wins. Otherwise, good wins": the game goes on through
that night only (no extra day: it ends at dawn, whoever wins, which a case
does not record). Those three choices kill nobody, and the dead Al-Hadikhia
attacks nobody, as the extra night already reads.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Mastermind(Rule):
    id = "mastermind"
    jinxes = ("vigormortis", "alhadikhia")
    ability = ("If the Demon dies by execution (ending the game), play for 1 more day. "
               "If a player is then executed, their team loses.")

    def on_execution(self, w, seat, died):
        st = w.state
        day = w.step.time.n
        last = w.memo.get(("mastermind", day - 1))
        if last is not None:  # the extra day: any execution ends the game
            w.game_over(last)
        # The Demon dies: it was alive (or only registered dead) and now is not.
        dies = any_of([died, all_of([w.really_alive(seat), negate(st.alive[seat])])])
        keeps = w.jinxed(self.id, "vigormortis")
        working = any_of([all_of([w.ability_alive(p) if keeps
                                  else any_of([st.alive[p], w.ability_back(p, st)]),
                                  w.functioning(p, self.id)]) for p in range(w.n)])
        pending = all_of([dies, w.is_demon(seat), working])
        # A second execution the same day (a Butcher's) may be the Demon's: it
        # counts beside the first, and what was decided after the first is redone.
        earlier = w.memo.get(("mastermind_pending", day), FALSE)
        w.memo[("mastermind_pending", day)] = any_of([earlier, pending])
        if w.jinxed(self.id, "alhadikhia"):
            # The jinx: an Al-Hadikhia's execution brings one night, no day.
            night_only = w.memo.get(("mastermind_night_only", day), FALSE)
            w.memo[("mastermind_night_only", day)] = any_of(
                [night_only, all_of([pending, w.is_(seat, "alhadikhia", st)])])
        w.memo.pop(("mastermind", day), None)

    def triggered(self, w, day):
        """Whether the Demon's execution on `day` set off the extra day: decided
        just after that execution, when no Demon lives on."""
        key = ("mastermind", day)
        if key not in w.memo:
            pending = w.memo.get(("mastermind_pending", day))
            if pending is None:
                return FALSE
            demon = any_of([all_of([w.really_alive(s), w.is_demon(s)])
                            for s in range(w.n)]
                           + [r.goes_on_without_demon(w) for r in w.rules.values()])
            w.memo[key] = all_of([pending, negate(demon)])
        return w.memo[key]

    def suspends_game_end(self, w):
        t = w.step.time
        if t.kind == "day":
            today = self.triggered(w, t.n) if ("mastermind_pending", t.n) in w.memo else FALSE
            night_only = w.memo.get(("mastermind_night_only", t.n - 1), FALSE)
            return any_of([today, all_of([w.memo.get(("mastermind", t.n - 1), FALSE),
                                          negate(night_only)])])
        return w.memo.get(("mastermind", t.n - 1), FALSE)

    def at_dusk(self, w, day, executed_today):
        w.game_over(w.memo.get(("mastermind", day - 1), FALSE))


RULE = Mastermind()
