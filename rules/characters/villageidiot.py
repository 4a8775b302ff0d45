"""Village Idiot: "Each night, choose a player: you learn their alignment.
[+0 to +2 Village Idiots. 1 of the extras is drunk]"

Setup may swap up to two more Townsfolk for Village Idiots (so one to three are
in play, whatever `duplicate_tokens` says); with two or more, the Storyteller
marks exactly one of them drunk for the whole game (it stays drunk whatever
happens to the others); a lone Village Idiot is sober. A drunk one may still
be told the truth. With duplicates in the bag (the Pope: "There are duplicate
good characters in play"), the Storyteller may also swap Townsfolk for
Village Idiots beyond the bracket's, as many as they like; those are no
extras of the bracket, so any number may be in play and one of them or none
is drunk (none where the bracket added none). Alignment as registered (a
Recluse may show evil, a Spy good).
Each one's choice is announced to abilities that react to being chosen
(World.chosen: a Goon chosen first makes that Village Idiot drunk before it
learns).

Official jinx (Pit-Hag): "If there is a spare token, the Pit-Hag can create
an extra Village Idiot. If so, the drunk Village Idiot might change." The
Pit-Hag may make a Village Idiot while one to two are in play (pithag.py);
then which one is drunk is drawn again: any one Village Idiot, the one that
was, or none (the text says "might", not which).
"""

from caselang.payloads import Flag, Player, Tuple
from engine.rule import Rule
from engine.terms import (
    all_of,
    any_of,
    at_least,
    at_most,
    count_is,
    if_then_else,
    implies,
    negate,
)
from engine.world import Effect

DRUNK_MARK = "villageidiot_drunk"


class VillageIdiot(Rule):
    id = "villageidiot"
    ability = ("Each night, choose a player: you learn their alignment. "
               "[+0 to +2 Village Idiots. 1 of the extras is drunk]")
    payload = Tuple(Player(), Flag(("evil", "good")))
    payload_doc = "[P, good/evil]: the alignment of the chosen player"
    wakes_on = "each"
    max_copies = 3
    jinxes = ("pithag",)

    def setup(self, w):
        holders = [w.start[s][self.id] for s in range(w.n)]
        # Duplicates in the bag (a Pope's) may add Village Idiots of their own:
        # then any number, and the drunk one is among the bracket's extras, if any.
        dup = w.duplicates()
        w.add(implies(negate(dup), at_most(holders, 3)))
        marked = [w.fresh(f"villageidiot_drunk_{s}") for s in range(w.n)]
        for s in range(w.n):
            w.add(implies(marked[s], holders[s]))
        several = at_least(holders, 2)
        w.add(implies(all_of([several, negate(dup)]), count_is([m for m in marked], 1)))
        w.add(at_most(marked, 1))
        w.add(implies(negate(several), at_most(marked, 0)))
        if not w.jinxed(self.id, "pithag"):
            w.add_effect(Effect("drunk", marked, marked, holder=None, until=None))
            return
        # The Pit-Hag jinx may move the drunk marker: read from the state.
        w.mark(DRUNK_MARK, marked)
        w.add_effect(Effect("drunk", marked, marked, holder=None, until=None,
                            compute=lambda w, st: st.marks[DRUNK_MARK]))

    def extra_made(self, w, made):
        """The Pit-Hag jinx: where `made` holds (an extra Village Idiot was just
        made), the drunk one may change: at most one, a Village Idiot now or
        the one marked before."""
        old = w.state.marks.get(DRUNK_MARK)
        if old is None:
            return
        n = w.step.time.n
        again = [w.fresh(f"villageidiot_drunk_n{n}_{s}") for s in range(w.n)]
        for s in range(w.n):
            w.add(implies(again[s], any_of([w.is_(s, self.id), old[s]])))
        w.add(at_most(again, 1))
        w.mark(DRUNK_MARK, [if_then_else(made, a, o) for a, o in zip(again, old)])

    def act(self, w, step):
        """Each Village Idiot's own choice, announced to abilities that react to
        being chosen (a Goon chosen first makes that one drunk before learning)."""
        w.own_choices(f"villageidiot_n{step.time.n}", self.choosers(w, step))

    def choice(self, w, seat, payload, step):
        return w.made_choice(f"villageidiot_n{step.time.n}", seat, payload[:1])

    def info(self, w, seat, payload, step):
        evil = w.check().evil(w.seat(payload[0]))
        return evil if payload[1] else negate(evil)


RULE = VillageIdiot()
