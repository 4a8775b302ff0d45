"""Organ Grinder: "All players keep their eyes closed when voting and the vote
tally is secret. Each night, choose if you are drunk until dusk."

Seed 002 (the version with the nightly choice): "If the Organ Grinder is
drunk, the vote happens with eyes open, as normal", and "That night, the
Organ Grinder chooses to become sober or drunk again." So each night, at its
step, the Organ Grinder may make itself drunk until dusk (a free choice,
`drunk(P)` reads it); while it is alive, has its ability and is sober and
healthy, the day's votes are secret (`secret_vote`). What that hides is what
players see, not what happened: votes and voters that a case records are
facts whoever saw them, so by default they constrain nothing here. A table
reading a recorded count or voter list as seen in an open vote turns on
`rules: {open_votes: true}`: then no Organ Grinder's ability was active
during such a vote (a nomination's, or an execution's own, its nominator
recorded or not), nor during the votes a day's `voted` list reports.

Not constrained: the vote tally (the solver does not model how many votes an
execution needs), dead players' vote tokens ("removed at the end of the day
instead of after the vote"), the Storyteller's silence about whether the Organ
Grinder lives. Seed 002's Hermit ruling under secret votes (the Hermit's hand
is ignored) is in rules/characters/zealot.py.

A player given the ability (an Alchemist, an Apprentice) chooses each night
whether they are drunk as the Organ Grinder does.

Official jinx (Butler): "While the Organ Grinder makes voting eyes-closed, the
Butler may still raise a hand; that vote is counted only if the master also
voted." The Butler's restriction is player-enforced and its master private,
so the solver constrains the Butler's votes in neither case: nothing to encode.
"""

from __future__ import annotations

from engine.rule import Rule
from engine.terms import FALSE, Term, all_of, any_of, is_const, negate
from engine.world import Effect


def secret_vote(w) -> Term:
    """Some Organ Grinder's ability is active now: alive (or keeping its
    ability), sober and healthy (not drunk by its own choice either)."""
    return any_of([all_of([w.ability_alive(s), w.functioning(s, OrganGrinder.id)])
                     for s in range(w.n)])


class OrganGrinder(Rule):
    id = "organgrinder"
    jinxes = ("butler",)
    ability = ("All players keep their eyes closed when voting and the vote tally is "
               "secret. Each night, choose if you are drunk until dusk.")
    in_csp_fragment = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        drunk = []
        for s in range(w.n):
            holds = all_of([w.ability_alive(s), any_of([w.is_(s, self.id), w.granted(s, self.id)])])
            drunk.append(FALSE if is_const(holds, False)
                         else all_of([holds, w.fresh(f"organgrinder_drunk_{s}_n{n}")]))
        if any(not is_const(d, False) for d in drunk):
            w.add_effect(Effect("drunk", drunk, drunk, holder=None, until=n))

    def on_vote(self, w, event):
        if w.rule_flags.get("open_votes"):
            w.add(negate(secret_vote(w)))


RULE = OrganGrinder()
