"""Beggar (Traveller): "You must use a vote token to vote. If a dead player
gives you theirs, you learn their alignment. You are sober & healthy."

Constrains: the Beggar is never drunk or poisoned ("If the Beggar would become
drunk or poisoned, they do not"), so whatever would droison them does not, and
what they learn is true; a report `{day: N, beggar: [P, good/evil]}` says a
player who was dead then gave the Beggar their token and has that alignment
(as registered: a Recluse may show evil, a Spy good). Only a living Beggar
has the ability. Not constrained: votes. The solver reads no vote tallies, so
who may vote with which token (and the Beggar in a `voters` list) is not
checked; nor who chose not to give a token.
"""

from caselang.payloads import Flag, Player, Tuple
from engine.rule import Rule
from engine.terms import all_of, negate


class Beggar(Rule):
    id = "beggar"
    ability = ("You must use a vote token to vote. If a dead player gives you theirs, "
               "you learn their alignment. You are sober & healthy.")
    payload = Tuple(Player(), Flag(("evil", "good")))
    payload_doc = "[P, good/evil]: by day, the dead player P gave their vote token; P's alignment"
    never_droisoned = True

    def info(self, w, seat, payload, step):
        giver = w.seat(payload[0])
        evil = w.check().evil(giver)
        return all_of([negate(w.state.alive[giver]), evil if payload[1] else negate(evil)])


RULE = Beggar()
