"""Pixie: "You start knowing 1 in-play Townsfolk. If you were mad that you were
this character, you gain their ability when they die."

At setup the Storyteller picks, for a Pixie, a Townsfolk character in play
(held by a player; not the Pixie's own); on the first night a working Pixie
is shown it (`{night: 1, pixie: empath}`; a drunk or poisoned one may be
shown anything).

Madness is the Storyteller's judgement, which no case records, so it is left
open: a good Pixie may claim to be the character shown (a mad claim binds
nothing, nor the information reported for it), and whether the Pixie "was
mad" enough is a free choice. A Pixie judged mad has the ability of the
character shown once a player holding that character is dead (the Pixie
does not become that character); the ability then works like any other
(sober and healthy), and the Pixie's reports of it bind a good Pixie.

A player who gains the ability (a Philosopher's choice) is shown a Townsfolk
in play as it learns (not the Pixie), on its own first night with it ("If
this ability is used on the first night only, they use it tonight", late in
a later night). Not encoded: such a holder's madness and gain (it never gains
the ability of the character shown).

Left open: a Spy registering as a Townsfolk is never the character shown.
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    exactly_one,
    if_then_else,
    implies,
    is_const,
    negate,
)


class Pixie(Rule):
    id = "pixie"
    ability = ("You start knowing 1 in-play Townsfolk. If you were mad that you were this "
               "character, you gain their ability when they die.")
    payload = Character()
    payload_doc = "character_id: the in-play Townsfolk shown on the first night"
    wakes_on = "first"
    own_first_night = True
    grants_abilities = True

    def townsfolk(self, w):
        return [c for c in w.script if w.team(c) == "townsfolk" and c != self.id]

    def setup(self, w):
        start = w.start_state
        shown, mad = {}, {}
        for s in range(w.n):
            here = w.is_(s, self.id, start)
            if is_const(here, False):
                continue
            pick = {c: w.fresh(f"pixie_{s}_shown_{c}") for c in self.townsfolk(w)}
            w.add(implies(here, exactly_one(list(pick.values())) if pick else FALSE))
            for c, p in pick.items():
                w.add(implies(p, w.in_play(c, start)))
            shown[s] = pick
            mad[s] = w.fresh(f"pixie_{s}_mad")
        w.memo["pixie_shown"], w.memo["pixie_mad"] = shown, mad

    def info(self, w, seat, payload, step):
        """The starting Pixie: the Townsfolk picked at setup. One who gained the
        ability (a Philosopher's choice): a Townsfolk in play as it learns."""
        pick = w.memo.get("pixie_shown", {}).get(seat, {}).get(payload, FALSE)
        later = w.in_play(payload) if payload in self.townsfolk(w) else FALSE
        return if_then_else(w.is_(seat, self.id, w.start_state), pick, later)

    def may_misclaim(self, w, seat, claim):
        """A mad Pixie claims the character shown."""
        pick = w.memo.get("pixie_shown", {}).get(seat, {}).get(claim)
        return FALSE if pick is None else all_of([w.is_(seat, self.id), pick])

    def grants(self, w, seat, char, state):
        pick = w.memo.get("pixie_shown", {}).get(seat, {}).get(char)
        if pick is None:
            return FALSE
        died = any_of([all_of([w.is_(t, char, state), negate(state.alive[t])])
                       for t in range(w.n) if t != seat])
        return all_of([w.is_(seat, self.id, state), w.memo["pixie_mad"][seat], pick, died])


RULE = Pixie()
