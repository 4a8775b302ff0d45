"""Drunk: "You do not know you are the Drunk. You think you are a Townsfolk
character, but you are not."

The Drunk is an Outsider, drunk all game, who believes a Townsfolk on the
script that is not in play; abilities that learn characters see the Drunk.
"""

from z3 import Implies, Not, PbEq

from solver.rule import Rule


class Drunk(Rule):
    id = "drunk"
    ability = ("You do not know you are the Drunk. "
               "You think you are a Townsfolk character, but you are not.")
    self_drunk = True
    believes_other = "townsfolk"

    def setup(self, w):
        options = [c for c in w.script if w.team(c) == "townsfolk"]
        for s in range(w.n):
            tokens = {c: w.fresh(f"drunktoken_{s}_{c}") for c in options}
            is_drunk = w.is_(s, self.id)
            w.add(PbEq([(t, 1) for t in tokens.values()] + [(is_drunk, -1)], 0))
            for c, t in tokens.items():
                w.add(Implies(t, Not(w.in_play(c))))
            w.tokens[s].update(tokens)


RULE = Drunk()
