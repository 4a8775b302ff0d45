"""Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good
character's ability. You both know which."

Rulings (official ability and rulings): at setup the Storyteller picks a good
character on the script that is not in play; every Demon has its ability as
well as their own, and it works even while the Demon is drunk or poisoned, as
long as the Boffin is alive, sober and healthy (the ability comes from the
Boffin's). The Boffin and the Demon learn it on the first night (no reported
payload). Rules that ask whether a seat's ability works (`w.functioning`)
see the Demon's extra ability: a Boffin-Soldier Demon is safe, a Boffin-Slayer
Demon's shot kills, a Boffin-Virgin Demon executes a Townsfolk nominator.
Official jinxes (Drunk, Heretic, Ogre, Politician): "The Demon cannot have
the Drunk ability" (and the same for each): the Storyteller never picks
them (the Drunk, who has no ability of its own but the belief, never was).
Village Idiot: "If there is a spare token, the Boffin can give the Demon the
Village Idiot ability": the Village Idiot may be picked while in play, with
at most two Village Idiots (a third token spare); the Demon is then no
Village Idiot of the setup's (none of theirs turns drunk for it).
"""

from engine.rule import Rule
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    at_most,
    exactly_one,
    if_then_else,
    implies,
    is_const,
    negate,
)

# The jinxes: "The Demon cannot have the Heretic ability" (Ogre, Politician too).
NEVER_GIVEN = ("heretic", "ogre", "politician")


class Boffin(Rule):
    id = "boffin"
    ability = ("The Demon (even if drunk or poisoned) has a not-in-play good "
               "character's ability. You both know which.")
    wakes_on = "first"
    grants_abilities = True
    jinxes = ("drunk", "heretic", "ogre", "politician", "villageidiot")

    def setup(self, w):
        st = w.start_state
        options = [c for c in w.script if w.team(c) in ("townsfolk", "outsider")
                   and not (c in w.rules and w.rules[c].believes_other)
                   and not (c in NEVER_GIVEN and w.jinxed(self.id, c))]
        chosen = {c: w.fresh(f"boffin_{c}") for c in options}
        # The Boffin in play, or a player holding its ability from the start (an
        # Alchemist shown it: alchemist.py).
        in_play = any_of([w.in_play(self.id, st)]
                         + [w.granted(s, self.id, st) for s in range(w.n)])
        picked = list(chosen.values())
        w.add(if_then_else(in_play, exactly_one(picked), negate(any_of(picked))))
        for c, v in chosen.items():
            if c == "villageidiot" and w.jinxed(self.id, c):  # a spare token
                w.add(implies(v, at_most([w.is_(s, c, st) for s in range(w.n)], 2)))
            else:
                w.add(implies(v, negate(w.in_play(c, st))))
        w.memo["boffin"] = chosen

    def grants_working(self, w, seat, char, state):
        chosen = w.memo.get("boffin", {}).get(char)
        if chosen is None:
            return FALSE
        demon = w.is_team(seat, "demon", state)
        if is_const(demon, False):
            return FALSE
        # Every seat's every ability asks this: one term per state.
        return all_of([chosen, demon, w.per_state(self.id, lambda: self.working(w, state), state)])

    def working(self, w, state):
        """Some Boffin is alive (or keeps the ability) and their ability works."""
        return any_of([all_of([w.ability_alive(b, state), w.functioning(b, self.id, state)])
                       for b in range(w.n) if w.may_hold(b, self.id, state)])

RULE = Boffin()
