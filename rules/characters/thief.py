"""Thief (Traveller): "Each night, choose a player (not yourself): their vote
counts negatively tomorrow."

Constrains: a Thief's reported choice `{night: N, thief: P}` is a player other
than the Thief, made while the Thief is in the game and alive. Not constrained:
the negative vote itself. The solver reads no vote tallies (`votes` on a
nomination is a record, checked against nothing), and the text makes the
choice public anyway ("all players will know which player the Thief chose").
Exiles are "never affected by abilities", so nothing here touches an exile.
The choice is announced to abilities that react to being chosen (World.chosen:
a Goon chosen first makes the Thief drunk and takes the Thief's alignment).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import negate


class Thief(Rule):
    id = "thief"
    ability = "Each night, choose a player (not yourself): their vote counts negatively tomorrow."
    payload = Player()
    payload_doc = "P: the player the Thief chose (not themself)"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        target = w.choose(f"thief_n{step.time.n}", [negate(w.is_(s, self.id)) for s in range(w.n)])
        w.memo[("thief", step.time.n)] = target
        w.chosen(self.choosers(w, step), target)

    def choice(self, w, seat, payload, step):
        return w.memo[("thief", step.time.n)][w.seat(payload)]


RULE = Thief()
