"""Voudon (Traveller): "Only you and the dead can vote. They don't need a vote
token to do so. A 50% majority is not required."

Who may vote, with or without a vote token, and how many votes execute are
about votes, which the solver does not check (`votes` and `voters` on a
nomination are a record): the executions the case lists are what happened.
So the Voudon removes and adds no world beyond holding a Traveller's seat.
"""

from engine.rule import Rule


class Voudon(Rule):
    id = "voudon"
    ability = ("Only you and the dead can vote. They don't need a vote token to do so. "
               "A 50% majority is not required.")
    constrains = "nothing: votes and vote tokens are not checked"


RULE = Voudon()
