"""Drunk: "You do not know you are the Drunk. You think you are a Townsfolk
character, but you are not."

The Drunk is an Outsider, drunk all game, who believes a Townsfolk on the
script: the token put in the bag in the Drunk's place ("a Townsfolk character
token goes in the bag, and the player who draws that token is secretly the
Drunk"), so one not otherwise in play, unless the bag may hold duplicates
(`duplicate_tokens`: a second copy of a token a real player holds). Abilities
that learn characters see the Drunk.
"""

from engine.rule import Rule


class Drunk(Rule):
    id = "drunk"
    in_csp_fragment = True
    ability = ("You do not know you are the Drunk. "
               "You think you are a Townsfolk character, but you are not.")
    self_drunk = True
    believes_other = "townsfolk"

    def setup(self, w):
        townsfolk = [c for c in w.script if w.team(c) == "townsfolk"]
        w.add_belief(self.id, townsfolk, not_in_play=True)


RULE = Drunk()
