"""Empath: "Each night, you learn how many of your 2 alive neighbours are evil."

The nearest living player on each side, dead seats skipped. The Empath acts
after the Demon, so a neighbour killed tonight is already skipped. Each
neighbour is a detection (with one other player alive, both sides are that
player, who may register one way to each).
"""

from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import all_of, any_of, count_is


class Empath(Rule):
    id = "empath"
    in_csp_fragment = True
    ability = "Each night, you learn how many of your 2 alive neighbours are evil."
    payload = Number(0, 2)
    payload_doc = "N: evil players among the two nearest living neighbours"
    wakes_on = "each"

    def info(self, w, seat, payload, step):
        check = w.check()
        sides = []
        for side in w.neighbours(seat):  # each neighbour is a detection
            look = check.detection()
            sides.append(any_of([all_of([nearest, look.evil(other)]) for other, nearest in side]))
        return count_is([x for x in sides], payload)

    def first_night(self, view, seat, payload):
        """Night 1: nobody has died, so the neighbours are the adjacent seats."""
        left, right = (seat - 1) % view.n, (seat + 1) % view.n
        return any(a + b == payload for a in view.evil_options(left)
                   for b in view.evil_options(right))


RULE = Empath()
