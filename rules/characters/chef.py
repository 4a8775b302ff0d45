"""Chef: "You start knowing how many pairs of evil players there are."

Pairs are seat neighbours who both register as evil, round the circle: a run
of k evil players makes k-1 pairs. Each pair is a detection, so a Recluse or
Spy may register one way for one pair and the other way for the next ("Whenever
the Recluse's alignment is detected, the Storyteller chooses"): a Recluse
between two evil players makes 0, 1 or 2 pairs. Under the rule
`one_registration_per_reading` it registers one way for the whole count.
A Traveller who joins later is not in the circle yet ("only if those
Travellers joined the game before the Chef acts"): the players either side of
their empty seat are neighbours then.
"""

import itertools

from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import all_of, count_is


class Chef(Rule):
    id = "chef"
    in_csp_fragment = True
    ability = "You start knowing how many pairs of evil players there are."
    payload = Number(0, 15)
    payload_doc = "N: pairs of neighbouring evil players"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check()
        pairs = []
        ring = w.case.seated(step.time)
        for i, s in enumerate(ring):
            pair = check.detection()
            pairs.append(all_of([pair.evil(s), pair.evil(ring[(i + 1) % len(ring)])]))
        return count_is([p for p in pairs], payload)

    def first_night(self, view, seat, payload):
        options = [sorted(view.evil_options(s)) for s in range(view.n)]
        if not view.case.rules.get("one_registration_per_reading"):
            # Each pair on its own: it must count, may count, or cannot.
            pairs = [(options[s], options[(s + 1) % view.n]) for s in range(view.n)]
            least = sum(False not in a and False not in b for a, b in pairs)
            most = sum(True in a and True in b for a, b in pairs)
            return least <= payload <= most
        for evil in itertools.product(*options):
            if sum(evil[s] and evil[(s + 1) % view.n] for s in range(view.n)) == payload:
                return True
        return False


RULE = Chef()
