"""Zealot: "If there are 5 or more players alive, you must vote for every
nomination."

A voting obligation binds the player's hand, not the Storyteller (the
Butler: "It is not the Storyteller's responsibility to monitor the Butler.
They're responsible for their own voting"; "Deliberately voting when they
shouldn't is considered cheating"): a player may err, so by default a recorded
vote rules out no world. Under `rules: {voting_obligations: true}` (a table
that trusts every hand) the following holds.

Seed 002 gives only the Korean ability line ("If there are 5 or more living
players, you must raise your hand on every execution vote") and no
description. What the solver sees of it is a nomination's vote whose voters
the case records in any form (rules/votes.py): its `voters` (`{day: N,
nominated: P, by: Q, voters: [...]}`, or an `executed` event with `voters`,
its nominator recorded or not), `votes: 0` (nobody), or, for a vote recorded
with its count only, the day's next `{day: N, voted: [...]}` list (everyone
who had voted so far). A player alive then, with 5 or more players alive, who
is missing from them is no working Zealot. An exile is no nomination: its
vote binds nothing. While a Voudon lives with its ability working ("Only you
and the dead can vote"), a living Zealot cannot vote: no constraint.
A dead Zealot has no ability, and a drunk or poisoned one need not vote (the
ability does not work), so neither is constrained; a nomination without
`voters` constrains nothing.

Seed 002's "Hermit-Butler-Zealot ruling": "The Hermit must vote when (and only
when) their master votes. If the Organ Grinder ability is active, the
Storyteller ignores the Hermit's vote, and counts their master's vote twice."
So a working Hermit who holds both abilities (the Butler and the Zealot on
the script) votes, with 5 or more alive, exactly when the master they chose
last night votes: the master is the Hermit's reported `butler` choice when
that report binds them, else any other player. While the Organ Grinder's
ability is active (rules/characters/organgrinder.py) the Hermit's hand is
ignored, so the list says nothing of them. With fewer than 5 alive the
ruling is silent (the Butler part alone is player-enforced, as for the
Butler): no constraint. A Cannibal who ate the Hermit holds the Hermit's
ability, and the ruling binds it the same way.

Official jinx (Cannibal): "A Cannibal that gains the Zealot ability is told
that it did" changes only what the Cannibal knows; not encoded.
"""

from __future__ import annotations

from engine.rule import Rule
from engine.terms import FALSE, TRUE, Term, all_of, any_of, implies, is_const, negate
from rules.votes import exact_voters, voters_within


class Zealot(Rule):
    id = "zealot"
    in_csp_fragment = True
    ability = "If there are 5 or more players alive, you must vote for every nomination."

    def on_vote(self, w, event):
        if event.kind not in ("nominated", "executed"):
            return  # a day's `voted` list is read from each vote before it
        voters = voters_within(w, event)
        if voters is None or not w.rule_flags.get("voting_obligations"):
            return
        st = w.state
        enough = all_of([w.alive_count_at_least(5), negate(only_the_dead_vote(w))])
        voted = {w.seat(p) for p in voters}
        for z in range(w.n):
            working = all_of([st.alive[z], w.functioning(z, self.id), enough])
            if is_const(working, False):
                continue
            ruled = self.hermit_rule(w, z, event)
            if ruled is None:
                if z not in voted:
                    w.add(negate(working))
                continue
            hermit, ruled_now, same = ruled
            w.add(implies(all_of([working, ruled_now]), same))
            if z not in voted:  # only a Hermit may be missing: ruled, or ignored
                w.add(implies(working, hermit))

    def hermit_rule(self, w, z, event):
        """Seed 002's ruling for a seat that may hold the Zealot's ability as a
        Hermit with the Butler's too: (it is the Hermit; it is, and no Organ
        Grinder ignores its hand; it votes now exactly as its master does), or
        None. With only a later `voted` list the master's vote on this
        nomination is unknown (the list may hold them from another vote)."""
        # The Hermit's ability, held as the Hermit or by a grant (a Cannibal who ate it).
        hermit = w.has_ability(z, "hermit")
        if "butler" not in w.script or "hermit" not in w.script or is_const(hermit, False):
            return None
        from rules.characters.butler import master as butler_master
        from rules.characters.organgrinder import secret_vote

        ruled_now = all_of([hermit, w.functioning(z, "butler"), negate(secret_vote(w))])
        master = butler_master(w, z, event.time.n)
        exact = exact_voters(w, event)
        if exact is None:
            return hermit, ruled_now, TRUE
        votes = {w.seat(p) for p in exact}
        in_list = TRUE if z in votes else FALSE
        master_votes = any_of([master[m] for m in votes if m != z])
        return hermit, ruled_now, in_list == master_votes


def only_the_dead_vote(w) -> Term:
    """Voudon: "Only you and the dead can vote": while a Voudon lives with its
    ability working, a living Zealot has no vote to give."""
    return any_of([all_of([w.is_(v, "voudon"), w.state.alive[v], w.functioning(v, "voudon")])
                   for v in w.traveller_seats("voudon")])


RULE = Zealot()
