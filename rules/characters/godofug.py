"""God of Ug (Loric): "One Ug hat. When wear Ug hat, must speak one sound at
a time but vote twice. If fail, pass Ug hat."

A table game of speech and votes: who wears the hat, how they spoke and that
their vote counts twice change no event the case records beyond the votes
themselves, which the solver does not check (a recorded `votes` count is a
record, read against nothing). It removes and adds no world.
"""

from engine.rule import Rule


class GodOfUg(Rule):
    id = "godofug"
    ability = ("One Ug hat. When wear Ug hat, must speak one sound at a time but vote twice. "
               "If fail, pass Ug hat.")
    constrains = "nothing: speech and vote tallies are not read"


RULE = GodOfUg()
