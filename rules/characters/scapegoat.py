"""Scapegoat (Traveller): "If a player of your alignment is executed, you might
be executed instead."

Written `{day: N, executed: Goat, instead_of: P}`: the Scapegoat is executed
in P's place. Constrains: the executed player has the Scapegoat's ability (the
Scapegoat, or one who gained it: a Cannibal who ate the Scapegoat), is alive
(or dead with the ability back: a Bone Collector's choice), the ability works,
and they are of P's alignment at that moment ("If the Scapegoat is evil, they
might die instead of an evil player dying"). It is an execution ("The
Scapegoat being killed still counts as an execution"): an Undertaker learns it
and it is the day's execution; P is not executed. Not constrained: when the
Storyteller uses it ("When exactly this happens is up to the Storyteller"), so
an execution with no `instead_of` says nothing about the Scapegoat, and their
alignment stays secret.
"""

from engine.rule import Rule
from engine.terms import all_of


class Scapegoat(Rule):
    id = "scapegoat"
    ability = "If a player of your alignment is executed, you might be executed instead."
    payload_doc = ("event {day: N, executed: Goat, instead_of: P}: a working Scapegoat of P's "
                   "alignment executed in P's place")

    def executed_instead(self, w, seat, other):
        return all_of([w.ability_alive(seat), w.functioning(seat, self.id),
                       w.state.evil[seat] == w.state.evil[other]])


RULE = Scapegoat()
