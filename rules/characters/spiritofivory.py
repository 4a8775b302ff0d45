"""Spirit of Ivory (Fabled): "There can't be more than 1 extra evil player."

With the Spirit of Ivory in play (the case's `fabled:`), the players from
the bag who are evil at any moment number at most one more than those who
started evil (the Minions and Demons of the setup). An ability that would
turn a good player evil beyond that does not: the player stays good, and the
rest of what the ability does still happens (a Goon's drunkenness, a
character change). Players turning evil at the same moment beyond the limit
all stay good. Travellers are not counted (their alignment is the
Storyteller's from the start, not a change), and neither are the dead
differently from the living: an evil player is one however they stand.
"""

from engine.rule import Rule
from engine.terms import all_of, at_least, if_then_else, negate


class SpiritOfIvory(Rule):
    id = "spiritofivory"
    ability = "There can't be more than 1 extra evil player."
    constrains = ("at most one player more than the starting Minions and Demons is ever evil; "
                  "a turn to evil beyond that does not happen")

    def caps_evil(self, w, old, new):
        if self.id not in w.case.fabled:
            return new
        seats = w.bag_seats
        start = w.start_state.evil
        # evil now - evil at the start >= 2, as a count of true literals
        over = at_least([*[new[s] for s in seats], *[negate(start[s]) for s in seats]],
                        len(seats) + 2)
        return [if_then_else(all_of([new[s], negate(old[s]), over]), old[s], new[s])
                if s in seats else new[s] for s in range(w.n)]


RULE = SpiritOfIvory()
