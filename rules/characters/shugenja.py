"""Shugenja: "You start knowing if your closest evil player is clockwise or
anti-clockwise. If equidistant, this info is arbitrary."

Steps are counted round the circle in seat order (the case lists players
clockwise), dead players included, a Traveller who joins later not (their
seat is empty on the Shugenja's night). Evil as registered (a Recluse may, a Spy
may not). When the nearest evil players either way are equally far, either
answer is true; it is the Storyteller's choice of what to show, not a fact of
the grimoire, so information made false (the Vortox) may then be either answer
too. The seats are one detection: each registers one way for the reading.
"""

import itertools

from caselang.payloads import Flag
from engine.rule import Rule
from engine.terms import all_of, any_of, negate


class Shugenja(Rule):
    id = "shugenja"
    in_csp_fragment = True
    ability = ("You start knowing if your closest evil player is clockwise or "
               "anti-clockwise. If equidistant, this info is arbitrary.")
    payload = Flag(("clockwise", "anticlockwise"),
                   aliases=(("counterclockwise", False), ("cw", True), ("acw", False),
                            ("ccw", False)))
    payload_doc = "clockwise/anticlockwise: the direction of the nearest evil player"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check()
        ring = w.case.seated(step.time)  # a Traveller joining later is not there yet
        n, me = len(ring), ring.index(seat)
        evil = [check.evil(s) for s in ring]
        sign = 1 if payload else -1
        ways = []
        for d in range(1, n // 2 + 1):
            here = evil[(me + sign * d) % n]
            closer = [evil[(me + k) % n] for k in range(1, d)]
            closer += [evil[(me - k) % n] for k in range(1, d)]
            if w.facts_only:  # an equidistant answer is arbitrary, so it is no fact
                closer.append(evil[(me - sign * d) % n])
            ways.append(all_of([here, *[negate(x) for x in closer]]) if closer else here)
        return any_of(ways)

    def first_night(self, view, seat, payload):
        options = [sorted(view.evil_options(s)) for s in range(view.n)]
        sign = 1 if payload else -1
        for evil in itertools.product(*options):
            mine = [d for d in range(1, view.n) if evil[(seat + sign * d) % view.n]
                    and (seat + sign * d) % view.n != seat]
            other = [d for d in range(1, view.n) if evil[(seat - sign * d) % view.n]
                     and (seat - sign * d) % view.n != seat]
            if mine and (not other or mine[0] <= other[0]):
                return True
        return False


RULE = Shugenja()
