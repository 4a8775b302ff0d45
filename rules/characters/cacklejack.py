"""Cacklejack (Traveller): "Each day, choose a player: a different player
changes character tonight."

The day's choice may be recorded, `{day: N, cacklejack: Q, chose: P}`. On the
night after a day the Cacklejack was alive at dusk, the Storyteller may
change one player from the bag (never P, the player chosen that day) into a
character of the script that nobody holds; they keep their alignment and
learn their new character (a good player lists the change in their claim:
`claim: [X, {night: N, is: Y}]`).

Open: that someone changed (a change is allowed, not required: the solver
does not know whether the Cacklejack chose, or was drunk or poisoned then),
and which character. Left out: a change into a character in play, off the
script or without rules here, and a Traveller's change.
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_most, implies, negate


class Cacklejack(Rule):
    id = "cacklejack"
    ability = "Each day, choose a player: a different player changes character tonight."
    wakes_on = "other"
    public_action = PublicAction(keys=("chose",), required=("chose",), players=("chose",))
    constrains = ("at most one bag player (not the day's chosen one) becomes a script "
                  "character not in play each night after a day with a living Cacklejack")

    def wakes(self, w, seat, step):
        """The Cacklejack chooses by day; at night only the changed player wakes."""
        return FALSE

    def day_action(self, w, event):
        chose = event.fields.get("chose")
        if not isinstance(chose, str):
            w.fail(event.where, "expected `chose: P`, the player the Cacklejack chose")
        w.memo[("cacklejack_chose", event.time.n)] = w.seat(chose)

    def act(self, w, step):
        n = step.time.n
        seats = w.traveller_seats(self.id)
        if not seats:
            return
        acted = any_of([all_of([w.dusk_alive[s], w.is_(s, self.id)]) for s in seats])
        not_me = w.memo.get(("cacklejack_chose", n - 1))
        allowed = [acted if s in w.bag_seats and s != not_me else FALSE for s in range(w.n)]
        target = w.choose(f"cacklejack_n{n}", allowed, optional=True)
        options = [c for c in w.script if c in w.rules
                   and w.team(c) in ("townsfolk", "outsider", "minion", "demon")]
        picks = [w.fresh(f"cacklejack_n{n}_char_{c}") for c in options]
        w.add(at_most(picks, 1))
        free = {c: negate(w.in_play(c)) for c in options}
        changing = any_of(target)
        w.add(changing == any_of(picks))
        for i, c in enumerate(options):
            w.add(implies(picks[i], free[c]))
        for i, c in enumerate(options):
            w.become([all_of([target[s], picks[i]]) for s in range(w.n)], c)


RULE = Cacklejack()
