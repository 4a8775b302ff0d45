"""Hindu (Loric): "The first 4 players to die are immediately reincarnated as
Travellers of the same alignment."

Read with the official wiki's rulings (wiki.bloodontheclocktower.com/Hindu,
as mirrored in the Russian wiki and quoted by public character databases):
how a player died does not matter; the Storyteller, not the player, picks
the Traveller; the alignment is the one they had at their death; deaths are
never simultaneous (two at once are two deaths one after the other, in the
Storyteller's order); a Demon among the first four has died, so the game
ends as for any Demon's death.

Encoded: while the Hindu is in play, each of the first four players to die
(execution, the Demon, any ability; a death only in appearance is none) is,
at once, alive again as a Traveller, with the alignment they had: their old
character and its ability are gone (a dying Demon has died: a Scarlet
Woman may catch it, else the game ends). From then on they count as a
Traveller (not among the last two alive, nor for the Scarlet Woman's five)
and may be exiled. When more players die at once than places remain, any
of them may be the earlier ones. A player counts once: one reincarnated who
dies again stays dead. Each reincarnation is public: the case lists it,
`{night: N, reincarnated: P, as: TRAVELLER}` or `{day: N, ...}` after the
death, and the solver holds the case to exactly those (a closed world, like
deaths); each death still counts as a death for every ability that counts
them (the night's deaths, a day's, executions: the Undertaker may be shown
the character that died or the Traveller). The old ability is gone at
once: one that its holder's death would trigger (the Ravenkeeper's) does
not act.

Left open: which Traveller (the case names it; the wiki's "from the script's
recommended Travellers" is advice to the Storyteller, and any official
Traveller is accepted); whether the death of a player seated as a Traveller
(an exile) is among the four (the text's "players" may or may not mean
them: either reading's worlds are kept, the case's events decide).
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_least, at_most, implies, is_const, negate

LIVES = 4  # "the first 4 players to die"


class Hindu(Rule):
    id = "hindu"
    ability = ("The first 4 players to die are immediately reincarnated as Travellers of the "
               "same alignment.")
    constrains = ("each of the first 4 players to die is at once alive again as a Traveller "
                  "of the same alignment (the case's `reincarnated` events, exactly those); "
                  "the Traveller, and whether a seated Traveller's death counts, are open")

    def reincarnates(self, w, died):
        if self.id not in w.case.fabled:
            return [FALSE] * w.n
        before = w.state.marks.get(self.id, [FALSE] * w.n)  # reincarnated so far
        # A player counts once; a seated Traveller's death counts or not (either reading).
        new = [all_of([d, negate(b), TRUE if s in w.bag_seats
                       else w.fresh(f"hindu_counts_traveller_{s}")])
               if not is_const(d, False) else FALSE
               for s, (d, b) in enumerate(zip(died, before))]
        live = [s for s in range(w.n) if not is_const(new[s], False)]
        if not live:
            return [FALSE] * w.n
        if len(live) == 1:
            full = at_least(before, LIVES)
            back = [all_of([new[s], negate(full)]) if s in live else FALSE for s in range(w.n)]
        else:
            # Never simultaneous: the Storyteller orders deaths that come at once,
            # so the places left go to any of them, and none is left empty.
            back = [all_of([new[s], w.fresh(f"hindu_first_{s}")]) if s in live else FALSE
                    for s in range(w.n)]
            after = [any_of([a, b]) for a, b in zip(before, back)]
            w.add(at_most(after, LIVES))
            for s in live:
                w.add(implies(all_of([new[s], negate(back[s])]), at_least(after, LIVES)))
        w.mark(self.id, [any_of([a, b]) for a, b in zip(before, back)])
        return back


RULE = Hindu()
