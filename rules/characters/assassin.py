"""Assassin: "Once per game, at night*, choose a player: they die, even if for
some reason they could not."

Once per game, on a night but the first, the Assassin may choose a player,
who dies whatever protects them (Monk, Soldier, Tea Lady, Sailor...) and
even a Fool with the ability unused dies (official Assassin examples). A
Zombuul's first death is still only apparent. A drunk or
poisoned Assassin kills nobody but spends the ability. The Assassin stops
waking once the ability is used. Whoever holds the ability chooses with it,
once per game each (one who gained it has its own use).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate


class Assassin(Rule):
    id = "assassin"
    ability = ("Once per game, at night*, choose a player: they die, "
               "even if for some reason they could not.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"assassin_n{n}", optional=True)
        w.memo[("assassin", n)] = made
        holders = [(None, made.shared), *made.own.items()]
        used = {q: w.state.marks.get(used_key(q), FALSE) for q, _ in holders}
        w.memo[("assassin_used", n)] = used
        for (q, target), (chooser, _) in zip(holders, made.groups(w.n)):
            awake = [all_of([c, w.ability_alive(s), negate(used[q])])
                     for s, c in enumerate(chooser)]
            w.add(implies(any_of(target), any_of(awake)))
            working = any_of([all_of([a, w.functioning(s, self.id)]) for s, a in enumerate(awake)])
            # Announced after `working` is read: a Goon chosen first still dies
            # ("If the Assassin attacks the Goon, the Goon dies and turns evil").
            w.chosen(awake, target)
            # No escape either: the Fool's first death is not spared (cause=None).
            w.kill([all_of([working, t]) for t in target], cause=None)
            w.mark(used_key(q), any_of([used[q], any_of(target)]))

    def wakes(self, w, seat, step):
        """Until the holder's own once-per-game choice is spent: the character's
        holder's, or (one granted the ability) their own."""
        used = w.memo.get(("assassin_used", step.time.n), {})
        mine = w.is_(seat, self.id)
        spent = any_of([all_of([mine, used.get(None, FALSE)]),
                        all_of([negate(mine), used.get(seat, FALSE)])])
        return all_of([w.ability_alive(seat), negate(spent)])

    def on_revive(self, w, back):
        """A regurgitated Assassin "regains their ability, even a 'once per game'
        ability already used" (Shabaloth)."""
        self.regain_used(w, back, used_key(None), used_key)

    def choice(self, w, seat, payload, step):
        return w.memo[("assassin", step.time.n)].of(seat)[w.seat(payload)]


def used_key(holder: int | None) -> str:
    """The mark of a spent ability: the character's holder's (None), or a granted seat's."""
    return "assassin_used" if holder is None else f"assassin_used_{holder}"


RULE = Assassin()
