"""Sentinel (Fabled): "There might be 1 extra or 1 fewer Outsider in play."

With the Sentinel in play (the case's `fabled:`), setup has one Outsider
more, one fewer, or the usual number, the Storyteller's choice (a Townsfolk
fewer or more to keep the total), on top of every other character's change.
It does nothing else.
"""

from engine.rule import Rule
from engine.terms import all_of, negate


class Sentinel(Rule):
    id = "sentinel"
    ability = "There might be 1 extra or 1 fewer Outsider in play."
    constrains = "setup: the Outsider count may be one more, one fewer or as usual"

    def setup(self, w):
        if self.id not in w.case.fabled:
            return
        changed = w.fresh("sentinel_changes_outsiders")
        more = w.fresh("sentinel_plus_outsider")
        w.modify_counts(all_of([changed, more]), outsider=+1, townsfolk=-1)
        w.modify_counts(all_of([changed, negate(more)]), outsider=-1, townsfolk=+1)


RULE = Sentinel()
