"""Courtier: "Once per game, at night, choose a character: they are drunk for 3
nights & 3 days."

Once per game, on any night, the Courtier chooses a character from the
script; if the Courtier is sober and healthy and a player has that character,
that player is drunk from now until dusk of the third day (the choosing night
counts as the first night). The drunkenness ends early if the Courtier dies.
Choosing a character not in play does nothing but spends the ability. The
Courtier stops waking once the ability is used.
"""

from z3 import AtMost, Not

from solver.model import Effect, all_of, any_of
from solver.payloads import Character
from solver.rule import Rule


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
        used = st.marks.get("courtier_used", w.false)
        w.memo[("courtier_used", n)] = used
        picks = {c: w.fresh(f"courtier_n{n}_{c}") for c in w.script}
        w.add(AtMost(*picks.values(), 1))
        chose = any_of(list(picks.values()))
        awake = any_of([self.wakes(w, s, step) for s in range(w.n)])
        w.add(Not(all_of([chose, Not(awake)])))
        w.memo[("courtier", n)] = picks
        holders = [all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        working = any_of([all_of([h, w.sober(s), Not(used)]) for s, h in enumerate(holders)])
        target = [all_of([working, any_of([all_of([p, w.is_(s, c)]) for c, p in picks.items()])])
                  for s in range(w.n)]
        w.add_effect(Effect("drunk", holders, target, holder=self.id, until=n + 2))
        w.mark("courtier_used", any_of([used, chose]))

    def wakes(self, w, seat, step):
        used = w.memo.get(("courtier_used", step.time.n), w.false)
        return all_of([w.state.alive[seat], Not(used)])

    def choice(self, w, seat, payload, step):
        return w.memo[("courtier", step.time.n)].get(payload, w.false)


RULE = Courtier()
