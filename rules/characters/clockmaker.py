"""Clockmaker: "You start knowing how many steps from the Demon to its nearest Minion."

The distance counts seats round the circle, the shorter way, from the Demon to
the Minion nearest it (an adjacent Minion is 1 step); dead players still count
as seats, but a Traveller who joins later does not yet (their seat is empty
on the Clockmaker's night). With two Demons, the nearest pair counts. Registration applies: a
Recluse may register as the Demon or a Minion, a Spy as no Minion, and each
Demon-Minion pair the Storyteller measures is a detection of its own (as the
Chef's pairs are): the Spy may be a Minion beside a Recluse registering as the
Demon and not beside the real Demon. Under the rule
`one_registration_per_reading` each seat registers one way for the whole
reading (and so as the Demon or a Minion, not both). Information made false
(Vortox) is false against registrations that measure some Demon-Minion pair: a
reading with no pair has no number to be false against. Whoever counts as the
Demon to the Clockmaker alone (a jinx: the Summoner) is measured as the Demon.
"""

import itertools

from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, negate


def distance(n: int, a: int, b: int) -> int:
    d = abs(a - b) % n
    return min(d, n - d)


class Clockmaker(Rule):
    id = "clockmaker"
    in_csp_fragment = True
    ability = "You start knowing how many steps from the Demon to its nearest Minion."
    payload = Number(1, 10)
    payload_doc = "N: steps from the Demon to its nearest Minion"
    wakes_on = "first"
    own_first_night = True

    def info(self, w, seat, payload, step):
        check = w.check(self.id, seat)

        def pair(d: int, m: int):
            look = check.detection()
            return all_of([look.team(d, "demon"), look.team(m, "minion")])

        ring = w.case.seated(step.time)  # a Traveller joining later is no step yet
        k = len(ring)
        pairs = {(i, j): pair(ring[i], ring[j]) for i in range(k) for j in range(k) if i != j}
        at = [x for (i, j), x in pairs.items() if distance(k, i, j) == payload]
        nearer = [x for (i, j), x in pairs.items() if distance(k, i, j) < payload]
        one_role = [negate(all_of([check.team(s, "demon"), check.team(s, "minion")]))
                    for s in ring] if check.one_per_reading else []
        told = all_of([any_of(at) if at else FALSE,
                       negate(any_of(nearer)) if nearer else TRUE, *one_role])
        if w.facts_only:
            # Information made false is false against a reading with an answer:
            # registrations under which no Demon-Minion pair is measured give the
            # Clockmaker no number at all, so no number is false against them.
            return any_of([negate(any_of(list(pairs.values()))), told])
        return told

    def first_night(self, view, seat, payload):
        teams = [sorted(view.team_options(s)) for s in range(view.n)]
        pairs = [(d, m) for d in range(view.n) for m in range(view.n) if d != m]
        if not view.case.rules.get("one_registration_per_reading"):
            # Each pair on its own: one at this distance may count, and every
            # nearer one may not.
            def may(d: int, m: int) -> bool:
                return "demon" in teams[d] and "minion" in teams[m]

            def must(d: int, m: int) -> bool:
                return teams[d] == ["demon"] and teams[m] == ["minion"]

            return any(may(d, m) for d, m in pairs if distance(view.n, d, m) == payload) and \
                not any(must(d, m) for d, m in pairs if distance(view.n, d, m) < payload)
        for choice in itertools.product(*teams):
            demons = [s for s, t in enumerate(choice) if t == "demon"]
            minions = [s for s, t in enumerate(choice) if t == "minion"]
            dists = [distance(view.n, d, m) for d in demons for m in minions if d != m]
            if dists and min(dists) == payload:
                return True
        return False


RULE = Clockmaker()
