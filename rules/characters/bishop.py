"""Bishop (Traveller): "Only the Storyteller can nominate. At least 1 opposing
player must be nominated each day."

While the Bishop is alive (or dead with the ability back: a Bone Collector's
choice, until dusk), sober and healthy, no player nominates: a recorded
nomination by a player, in any form the case writes it (`nominated: P, by: Q`,
an execution's `nominated_by` or `by`, a Virgin's `nominated_by`, a death
`after_nominating` P or `true` or `after_nominated_by` Q) on such a day is
impossible, so it shows the Bishop dead, drunk or poisoned then. The
Storyteller's own nominations have no nominator and are not recorded as
nominations (their executions and exiles are, as usual); so which players the
Storyteller nominated, and that one was of the Bishop's opposing alignment, is
not checked. Left out: a Storyteller's nomination of a Virgin spends her
ability unseen even with `nominations_complete`.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of, negate


class Bishop(Rule):
    id = "bishop"
    ability = ("Only the Storyteller can nominate. At least 1 opposing player must be "
               "nominated each day.")
    constrains = ("no recorded nomination by a player while the Bishop is alive and working; "
                  "the Storyteller's nominations are not recorded nor checked")

    def on_nominating(self, w, nominator, event):
        st = w.state
        w.add(negate(any_of([all_of([w.is_(b, self.id), w.ability_alive(b, st),
                                      w.functioning(b, self.id)])
                             for b in w.traveller_seats(self.id)])))


RULE = Bishop()
