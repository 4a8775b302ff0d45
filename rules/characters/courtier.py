"""Courtier: "Once per game, at night, choose a character: they are drunk for 3
nights & 3 days."

Once per game, on any night, the Courtier chooses a character from the
script; if the Courtier is sober and healthy and a player has that character,
that player is drunk from now until dusk of the third day (the choosing night
counts as the first night). The drunkenness ends early if the Courtier dies.
Choosing a character not in play does nothing but spends the ability. The
Courtier stops waking once the ability is used. A player granted the ability
(a good Apprentice, a Philosopher, a Cannibal) chooses with a choice of its
own (`World.holder_pick`; free when unreported), once per game of its own.
A Courtier brought back to life (a Professor, a Shabaloth) "regains their
ability, even a once per game ability they used already": unused again.
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Effect


class Courtier(Rule):
    id = "courtier"
    ability = "Once per game, at night, choose a character: they are drunk for 3 nights & 3 days."
    payload = Character()
    payload_doc = "character_id: the character chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        options = list(w.script)
        picks = w.holder_pick(self.id, f"courtier_n{n}", len(options), optional=True)
        w.memo[("courtier", n)] = (picks, options)
        used_now = {}
        # The Courtier's holder, then each seat granted the ability: once per game each.
        for q, (_, pick) in zip([None, *picks.own], picks.groups(w.n)):
            mark = "courtier_used" if q is None else f"courtier_used_by{q}"
            used = st.marks.get(mark, FALSE)
            used_now[q] = used
            chose = any_of(pick)
            if q is None:
                awake = any_of([all_of([w.ability_alive(s), negate(used)]) for s in range(w.n)])
                holders = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
                working = any_of([all_of([h, w.sober(s), negate(used)])
                                  for s, h in enumerate(holders)])
            else:
                mine = all_of([st.alive[q], w.believes_ability(q, self.id),
                               negate(w.is_(q, self.id))])
                holds = all_of([st.alive[q], negate(w.is_(q, self.id))])
                if picks.each is not None:  # the character's holders choose here too
                    mine = any_of([all_of([w.is_(q, self.id), w.ability_alive(q)]), mine])
                    holds = any_of([all_of([w.is_(q, self.id), w.ability_alive(q)]), holds])
                awake = all_of([mine, negate(used)])
                holders = [holds if s == q else FALSE for s in range(w.n)]
                working = all_of([holders[q], w.functioning(q, self.id), negate(used)])
            w.add(negate(all_of([chose, negate(awake)])))
            target = [all_of([working, any_of([all_of([p, w.is_(s, c)])
                                               for c, p in zip(options, pick)])])
                      for s in range(w.n)]
            w.add_effect(Effect("drunk", holders, target, holder=self.id, until=n + 2))
            w.mark(mark, any_of([used, chose]))
        w.memo[("courtier_used", n)] = used_now

    def on_revive(self, w, back):
        """Back to life, a Courtier "regains their ability, even a once per game
        ability they used already" (the Professor's and Shabaloth's almanac)."""
        self.regain_used(w, back, "courtier_used", lambda q: f"courtier_used_by{q}")

    def wakes(self, w, seat, step):
        used = w.memo.get(("courtier_used", step.time.n), {})
        mine = used.get(None, FALSE)
        if seat in used and w.duplicable(self.id):
            mine = used[seat]  # each holder's own use
        elif seat in used:
            mine = any_of([all_of([w.is_(seat, self.id), mine]),
                           all_of([negate(w.is_(seat, self.id)), used[seat]])])
        return all_of([w.ability_alive(seat), negate(mine)])

    def choice(self, w, seat, payload, step):
        picks, options = w.memo[("courtier", step.time.n)]
        return picks.of(seat)[options.index(payload)] if payload in options else FALSE


RULE = Courtier()
